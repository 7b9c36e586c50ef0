/**
 * The board of listings on /sale. It takes its listings as a prop and imports nothing
 * from Docusaurus, so the unit tests render it with any listings they like.
 *
 * Hydration: the server and the hydrating render show every listing that shipped, with
 * nothing selected and the checkboxes disabled; right after, the client hides listings that
 * have expired by its own date and restores the stored selection (see clientState.ts).
 */
import { useMemo } from 'react';
import clsx from 'clsx';
import type { Listing } from '../../../data/sale/schema';
import {
  countItems,
  currentPrice,
  formatDate,
  formatSum,
  groupBySeller,
  pruneSelection,
  telegramLink,
  visibleListings,
} from '@site/data/sale/board';
import { setSelection, useClientToday, useStoredSelection } from './clientState';
import styles from './SaleBoard.module.css';

export type SaleBoardProps = {
  listings: readonly Listing[];
  /** The site's repository (customFields.repoUrl): where a listing is added by pull request. */
  repoUrl: string;
  /** The relocants' chat (customFields.telegramChatUrl): the other way to send a listing. */
  chatUrl: string;
  /** The «Продаю вещь» issue form (.github/ISSUE_TEMPLATE/sale.yml): how a reader posts a listing. */
  postUrl: string;
  /** The site's baseUrl, for listing images under static/. */
  baseUrl?: string;
};

export default function SaleBoard({ listings, repoUrl, chatUrl, postUrl, baseUrl = '/' }: SaleBoardProps) {
  const today = useClientToday();
  const shown = useMemo(() => visibleListings(listings, today), [listings, today]);
  const stored = useStoredSelection();
  // Stored ids of sold, hidden or removed listings are ignored, and dropped at the next change.
  const selected = useMemo(() => pruneSelection(stored, shown), [stored, shown]);

  if (shown.length === 0) return <EmptyState repoUrl={repoUrl} chatUrl={chatUrl} postUrl={postUrl} />;

  const chosen = shown.filter((l) => selected.includes(l.id));
  const toggle = (id: string, on: boolean) =>
    setSelection(pruneSelection(on ? [...selected, id] : selected.filter((x) => x !== id), shown));

  return (
    <div className={styles.board}>
      <ul className={styles.list}>
        {shown.map((listing) => (
          <ListingCard
            key={listing.id}
            listing={listing}
            baseUrl={baseUrl}
            ready={today !== null}
            checked={selected.includes(listing.id)}
            onToggle={toggle}
          />
        ))}
      </ul>

      <div className={styles.panel}>
        <p className={styles.status} role="status">
          {chosen.length === 0
            ? 'Отметьте вещи, которые хотите купить, — здесь появится кнопка, чтобы написать продавцу.'
            : `Выбрано: ${countItems(chosen.length)} на\u00a0${formatSum(chosen.reduce((s, l) => s + currentPrice(l), 0))}`}
        </p>
        {chosen.length > 0 && (
          <div className={styles.actions}>
            {groupBySeller(chosen).map(({ seller, items }) => (
              <a
                key={seller}
                className="button button--primary"
                href={telegramLink(seller, items)}
                target="_blank"
                rel="noopener noreferrer"
              >
                Написать @{seller} в Telegram ({countItems(items.length)})
              </a>
            ))}
            <button type="button" className="button button--secondary" onClick={() => setSelection([])}>
              Снять выбор
            </button>
          </div>
        )}
      </div>
    </div>
  );
}

type CardProps = {
  listing: Listing;
  baseUrl: string;
  ready: boolean;
  checked: boolean;
  onToggle: (id: string, on: boolean) => void;
};

function ListingCard({ listing, baseUrl, ready, checked, onToggle }: CardProps) {
  const { id, title, price, reducedPrice, description, image, date, sold, seller } = listing;
  return (
    <li className={clsx(styles.card, sold && styles.sold, checked && styles.checked)} data-listing={id}>
      {image && (
        <img
          className={styles.image}
          src={`${baseUrl}${image}`}
          alt={`Фото: ${title}`}
          width={400}
          height={300}
          loading="lazy"
        />
      )}
      <div className={styles.body}>
        <h3 className={styles.title}>{title}</h3>
        <p className={styles.price}>
          {reducedPrice === undefined ? (
            <strong>{formatSum(price)}</strong>
          ) : (
            <>
              <strong>{formatSum(reducedPrice)}</strong>{' '}
              <s className={styles.oldPrice}>
                <span className={styles.srOnly}>прежняя цена </span>
                {formatSum(price)}
              </s>
            </>
          )}
        </p>
        <p className={styles.description}>{description}</p>
        <p className={styles.meta}>
          {formatDate(date)} · продавец{' '}
          <a href={`https://t.me/${seller}`} target="_blank" rel="noopener noreferrer">
            @{seller}
          </a>
        </p>
        {sold ? (
          <p className={styles.soldBadge}>Продано</p>
        ) : (
          <label className={styles.select}>
            <input
              type="checkbox"
              checked={checked}
              disabled={!ready}
              onChange={(event) => onToggle(id, event.target.checked)}
              // The visible «Выбрать» is the same on every card; the name says which item.
              aria-label={`Выбрать: ${title}`}
            />
            Выбрать
          </label>
        )}
      </div>
    </li>
  );
}

function EmptyState({ repoUrl, chatUrl, postUrl }: { repoUrl: string; chatUrl: string; postUrl: string }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>Объявлений пока нет.</p>
      <p>
        Хотите продать вещь? Нажмите «<a href={postUrl}>Подать объявление</a>» и заполните короткую форму в{' '}
        <a href={repoUrl}>репозитории сайта</a> на GitHub. Без аккаунта на GitHub нажмите «Без GitHub: через Telegram»:
        откроется готовое сообщение с теми же вопросами — допишите ответы и отправьте его, например, в{' '}
        <a href={chatUrl}>чат релокантов Самарканда</a>.
      </p>
    </div>
  );
}
