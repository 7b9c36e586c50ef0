/**
 * A place card: everything a reader needs to go there, rendered into the
 * static HTML (so the site search finds places by name) except the
 * open/closed status, which depends on the reader's clock.
 *
 * Nothing in it needs React in the browser: its prices and open status are run
 * by one client module each for the whole page. So the card is not hydrated
 * (./Static.tsx): a page of twenty cards has no React work per card.
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useLocation } from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import clsx from 'clsx';
import Price from '@site/src/components/Price';
import LinkIcon, { linkHint, linkKind } from '@site/src/components/LinkIcon';
import { parsePhone } from '@site/src/lib/phone';
import { formatHours } from '@site/data/places/hours';
import type { PlaceView } from '@site/data/places/types';
import OpenStatus from './OpenStatus';
import StaticSection from './Static';
import { formatChecked, formatFactsDate, linkLabel, typeset } from './format';
import { placeFactsDate, priceDate } from '@site/data/places/factsDate';
import HoursTag, { hoursAreOld } from './HoursTag';
import { reportPlace } from './report';
import HelpWays from '@site/src/components/HelpWays';
import ShareButton from '@site/src/components/ShareButton';
import { mapAddress, placeAddress, withBase } from '@site/data/places/address';
import { LANDMARK_CATEGORY } from '@site/data/places/categories';
import styles from './styles.module.css';

/**
 * Phones, hours, prices, link labels and the date line are noise in the
 * search index (and grow it for every card): the name, other names,
 * description and address are what readers search for (config/search.ts).
 */
const SEARCH_IGNORE = 'search-ignore';

/** Under hours the source gives with a doubt (`hoursUnconfirmed`). */
export const UNCONFIRMED_HOURS = 'Часы не подтверждены: перед визитом позвоните.';

/** What a card without an address or a place around it says instead (issue #48 §6): never a guessed address. */
export function noAddress(place: PlaceView): string {
  if (place.phones?.length) return 'не указан — позвоните и уточните';
  if (place.links.some((l) => l.kind === 'yandexMap' || l.kind === 'twoGis' || l.kind === 'googleMap'))
    return 'не указан — место отмечено на картах по ссылкам ниже';
  return 'не указан';
}

export default function PlaceCard({ place, anchor = true }: { place: PlaceView; anchor?: boolean }) {
  const { siteConfig } = useDocusaurusContext();
  const { pathname } = useLocation();
  const report = reportPlace({
    pageUrl: `${siteConfig.url}${pathname}#${place.id}`,
    id: place.id,
    name: place.name,
    facts: formatFactsDate(placeFactsDate(place)),
  });
  // The anchor is the card, not its heading: the heading is not a section of
  // the page's table of contents. Links to it still pass the anchor check.
  const brokenLinks = useBrokenLinks();
  if (anchor) brokenLinks.collectAnchor(place.id);
  const linkTitle = `Прямая ссылка на «${place.name}»`;

  const hoursDate = place.hoursDate;
  const oldHours = hoursDate ? hoursAreOld(hoursDate, siteConfig.customFields?.buildMonth) : false;

  // Each price carries its own date tag (issue #47 §2): the footer keeps only a real re-check.
  const dates = place.checked ? `Проверено: ${formatChecked(place.checked)}` : '';
  // Every number shared with the same places (Sam Craft and its pub): said once, after the list.
  const shared = place.phones?.map((phone) => place.sharedPhones?.[phone]?.join(', '));
  const sharedAll = shared?.every((names) => names && names === shared[0]) ? shared[0] : undefined;

  return (
    <StaticSection
      id={anchor ? place.id : undefined}
      className={styles.card}
      aria-label={place.name}
      data-place={place.id}
    >
      <h3 className={styles.name}>
        {place.name}
        {/* The search index takes a section's address from its heading's .hash-link. */}
        {anchor && (
          <a href={`#${place.id}`} className="hash-link" aria-label={linkTitle} title={linkTitle} translate="no">
            &#8203;
          </a>
        )}
      </h3>
      {place.signName && (
        <p className={styles.aliases}>
          На вывеске: <span lang="uz-Latn">{place.signName}</span>
        </p>
      )}
      {place.aliases && <p className={styles.aliases}>{`Ещё называют: ${typeset(place.aliases.join(', '))}`}</p>}
      {place.description && <p className={styles.description}>{typeset(place.description)}</p>}

      <dl className={styles.facts}>
        {place.inside && (
          <>
            <dt>Где</dt>
            <dd>
              {`${place.inside.preposition} `}
              {place.inside.href ? <a href={place.inside.href}>{place.inside.name}</a> : place.inside.name}
            </dd>
          </>
        )}
        {place.address && (
          <>
            <dt>Адрес</dt>
            <dd>{typeset(place.address)}</dd>
          </>
        )}
        {!place.address && !place.inside && place.category !== LANDMARK_CATEGORY && (
          <>
            <dt className={SEARCH_IGNORE}>Адрес</dt>
            <dd className={SEARCH_IGNORE}>{noAddress(place)}</dd>
          </>
        )}
        {place.phones && (
          <>
            <dt className={SEARCH_IGNORE}>{place.phones.length > 1 ? 'Телефоны' : 'Телефон'}</dt>
            <dd className={SEARCH_IGNORE}>
              <ul className={styles.inline}>
                {place.phones.map((raw) => {
                  const phone = parsePhone(raw);
                  const sharedWith = sharedAll ? undefined : place.sharedPhones?.[raw];
                  return (
                    <li key={raw}>
                      {phone ? (
                        <a className={styles.phone} href={phone.href}>
                          {phone.display}
                        </a>
                      ) : (
                        raw
                      )}
                      {sharedWith && (
                        <span className={styles.note}>{` (тот же номер у ${sharedWith.join(', ')})`}</span>
                      )}
                    </li>
                  );
                })}
              </ul>
              {sharedAll && (
                <span className={styles.note}>
                  {` (${place.phones.length > 1 ? 'те же номера' : 'тот же номер'} у ${sharedAll})`}
                </span>
              )}
            </dd>
          </>
        )}
        {place.hours && (
          <>
            <dt className={SEARCH_IGNORE}>Часы работы</dt>
            <dd className={SEARCH_IGNORE}>
              <ul className={styles.hours}>
                {formatHours(place.hours).map((line) => (
                  <li key={line.days}>
                    {`${line.days}: ${line.time}`}
                    {line.note && <span className={styles.note}>{` (${typeset(line.note)})`}</span>}
                  </li>
                ))}
              </ul>
              {/* Doubtful hours never say «Открыто сейчас» or «Закрыто». */}
              {place.hoursUnconfirmed ? (
                <p className={styles.unconfirmed}>{UNCONFIRMED_HOURS}</p>
              ) : (
                <OpenStatus rules={place.hours} />
              )}
              {/* Old hours say how old whatever the status; recent ones only beside it (hidden while it is empty). */}
              {hoursDate && (oldHours || !place.hoursUnconfirmed) && (
                <>
                  {' '}
                  <HoursTag date={hoursDate} className={oldHours ? undefined : styles.statusDate} />
                </>
              )}
            </dd>
          </>
        )}
        {place.prices && (
          <>
            <dt className={SEARCH_IGNORE}>{place.prices.length > 1 ? 'Цены' : 'Цена'}</dt>
            <dd className={SEARCH_IGNORE}>
              <ul className={styles.plain}>
                {place.prices.map((price) => (
                  <li key={price.label}>
                    {typeset(price.label)}:{' '}
                    {/* Undated in the catalogue: known no later than its source (issue #47 §2). */}
                    <Price sum={price.sum} to={price.to} {...priceDate(place, price)} />
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
      </dl>

      {place.links.length > 0 && (
        <ul className={clsx(styles.links, SEARCH_IGNORE)}>
          {place.links.map((link) => (
            <li key={link.url}>
              <a href={link.url} target="_blank" rel="noopener noreferrer">
                <LinkIcon kind={linkKind(link.url)} />
                {linkLabel(link, place.links)}
                <span className="samguide-sr-only"> {linkHint('web')}</span>
              </a>
            </li>
          ))}
        </ul>
      )}

      {/* A row of actions, not a paragraph of text: screen readers meet the link and the button. */}
      <div className={clsx(styles.share, SEARCH_IGNORE)}>
        {/* /map lists every place of Samarkand (data/places/catalogue.ts mapData). */}
        {!place.city && <a href={withBase(siteConfig.baseUrl, mapAddress(place.id))}>На карте справочника</a>}
        {/* Last: the link it unfolds comes below the line. */}
        <ShareButton url={placeAddress(place.id, pathname)} name={place.name} />
      </div>

      <p className={clsx(styles.meta, SEARCH_IGNORE)}>
        {dates && `${dates} · `}
        <HelpWays {...report}>Сообщить, что сведения устарели</HelpWays>
      </p>
    </StaticSection>
  );
}
