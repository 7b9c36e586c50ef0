/**
 * /sale — «Барахолка». Routed by src/plugins/sale, which validates data/sale/listings.ts at build
 * and hands the listings in as the `listings` prop (a data module of this route only).
 */
import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Admonition from '@theme/Admonition';
import MainMenu from '@site/src/components/MainMenu';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { Listing } from '../../../data/sale/schema';
import { issueFormUrl, SALE_CONSENT } from '@site/src/lib/issueForms';
import HelpWays from '@site/src/components/HelpWays';
import SaleBoard from './SaleBoard';
import styles from './SalePage.module.css';

const DESCRIPTION =
  'Где в Самарканде купить и продать вещи с рук: чат «Барахолка», OLX, блошиный рынок и доска объявлений релокантов с сообщением продавцу в Telegram.';

/** A link that leaves the site: opened in a new tab, as the theme does for external links in Markdown. */
function Ext({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

export default function SalePage({ listings }: { listings: Listing[] }) {
  const { siteConfig } = useDocusaurusContext();
  const repoUrl = String(siteConfig.customFields?.repoUrl ?? '');
  const chatUrl = String(siteConfig.customFields?.telegramChatUrl ?? '');
  const contactEmail = siteConfig.customFields?.contactEmail as string | null;
  // GitHub puts the form's own title in the field; the link only names the form.
  const postUrl = issueFormUrl(repoUrl, 'sale', { title: 'Продаю: ', fields: {} });

  return (
    <Layout title="Барахолка" description={DESCRIPTION}>
      <MainMenu />
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">Барахолка</Heading>
        <p>
          Здесь вы узнаете, где в Самарканде покупают и продают вещи с рук: в Telegram-чате, на OLX и на большом
          блошином рынке. А ещё ниже — <a href="#board">доска объявлений</a> релокантов: отметьте вещи, которые хотите
          купить, и одной кнопкой отправьте продавцу сообщение в Telegram.
        </p>

        <Heading as="h2" id="channels">
          Где купить и продать с рук
        </Heading>

        <Heading as="h3" id="chat">
          Чат «Барахолка»
        </Heading>
        <p>
          <Ext href="https://t.me/+97S8OehBAeRkYzM6">«Барахолка»</Ext> — Telegram-чат релокантов Узбекистана, где
          продают и покупают вещи с рук. Чат общий для всей страны, поэтому сразу уточняйте, в каком городе вещь.
          Ссылки-приглашения в Telegram со временем перестают работать: если эта не открывается, загляните на страницу{' '}
          <Link to="/other/links#uzbekistan">«Чаты и полезные ресурсы»</Link>.
        </p>

        <Heading as="h3" id="olx">
          OLX
        </Heading>
        <p>
          <Ext href="https://www.olx.uz/">OLX</Ext> — местная доска объявлений, похожая на Авито. Там продают и
          подержанные, и новые вещи, а многие магазины торгуют через OLX вместо собственного интернет-магазина. Цены
          обычно ниже, чем в магазинах, и попадаются редкие вещи (на октябрь 2024&nbsp;года).
        </p>
        <p>
          Продавцы на OLX почти всегда просят предоплату. Случаев, когда продавец с OLX обманул кого-то из релокантов,
          на 2024&nbsp;год известно не было.
        </p>
        <Admonition type="tip" title="Перед предоплатой">
          <p>Проверьте, что аккаунту продавца хотя бы около полугода и у него есть отзывы.</p>
        </Admonition>
        <p>
          Если частный продавец из другого города не может сам отправить вещь в Самарканд, закажите курьера{' '}
          <Ext href="https://bts.uz/">BTS</Ext>: зарегистрируйтесь на сайте и оформите забор посылки, заранее взяв у
          продавца контакты и адрес (на октябрь 2024&nbsp;года). Подробнее — в разделе{' '}
          <Link to="/purchases/online#tashkent">«Покупки в Ташкенте»</Link>. Передать вещь в Самарканд или из него с
          попутчиком можно через чат <Ext href="https://t.me/samarkandlechu">«Лечу, захвачу, Самарканд»</Ext>.
        </p>

        <Heading as="h3" id="flea-market">
          Блошиный рынок на Дальнем Лагере
        </Heading>
        <p>
          Большая барахолка работает на базаре на Дальнем Лагере по средам и выходным. Там попадается антиквариат, а
          внутри есть рынок подержанной мебели. Перед поездкой проверьте в карточке рынка на Яндекс Картах или 2ГИС, что
          он работает на прежнем месте. Другие рынки города — на странице{' '}
          <Link to="/purchases/bazar#list">«Базары Самарканда»</Link>.
        </p>

        <Heading as="h2" id="board">
          Объявления релокантов
        </Heading>
        <p>
          Здесь релоканты Самарканда продают свои вещи. Отметьте то, что хотите купить, и нажмите кнопку: откроется
          Telegram с готовым сообщением продавцу, останется его отправить. Если вещи у разных продавцов, кнопок будет
          несколько — по одной на каждого.
        </p>
        <p>
          Выбор сохраняется в этом браузере и после перезагрузки страницы. Проданные вещи стоят в конце списка, а
          объявления старше 60&nbsp;дней скрываются сами. Сайт не участвует в сделке: о цене, встрече и оплате вы
          договариваетесь с продавцом напрямую.
        </p>
        <div className="margin-bottom--md">
          <HelpWays
            variant="buttons"
            form="sale"
            title="Продаю: "
            intro="Объявление для «Барахолки» справочника «Самарканд: справочник релоканта». Допишите ответы после двоеточий, а фото вещи пришлите следом:"
            fields={{
              title: '',
              price: '',
              reduced: '',
              description: '',
              telegram: '',
              consent: `[x] ${SALE_CONSENT}`,
            }}
            pageUrl={`${siteConfig.url}${siteConfig.baseUrl}sale`}
          >
            Подать объявление
          </HelpWays>
        </div>
        <SaleBoard
          listings={listings}
          repoUrl={repoUrl}
          chatUrl={chatUrl}
          postUrl={postUrl}
          baseUrl={siteConfig.baseUrl}
        />

        <Heading as="h2" id="add">
          Как добавить объявление
        </Heading>
        <ol>
          <li>
            Нажмите «<a href={postUrl}>Подать объявление</a>»: в новой вкладке откроется форма «Продаю вещь» на GitHub.
            Понадобится бесплатный аккаунт GitHub. Без аккаунта нажмите «Без GitHub: через Telegram»: Telegram подставит
            готовое сообщение с теми же вопросами, останется выбрать чат — например,{' '}
            <Ext href={chatUrl}>чат релокантов Самарканда</Ext>
            {contactEmail ? ' — или «Без GitHub: по почте», и то же сообщение откроется письмом сопровождающим.' : '.'}
          </li>
          <li>
            Напишите, что продаёте, цену в сумах (и новую цену, если снизили), пару слов о вещи и свой ник в Telegram.
            Фотографию вещи, снятую вами, можно перетащить прямо в форму на GitHub, а к сообщению — прислать следом.
          </li>
          <li>
            Ответы из формы проверяются сами: через пару минут под формой появится ответ. Если что-то не так, там будет
            сказано, какое поле поправить: исправьте ответы, и их проверят снова. Сообщение из Telegram или письмо
            сопровождающий перенесёт на сайт сам. Если всё в порядке, объявление появится на этой странице после
            одобрения.
          </li>
        </ol>
        <p>
          Когда вещь продана, закройте свою задачу на GitHub — объявление отметится как проданное; если подавали без
          GitHub, напишите о продаже туда же, куда отправляли объявление. Через 60&nbsp;дней объявление снимается; чтобы
          продлить его, подайте объявление заново.
        </p>
        <p>
          Публикуя объявление, вы публикуете и свой ник в Telegram — его увидят все читатели страницы. Сайт не участвует
          в сделке: о цене, встрече и оплате вы договариваетесь с покупателем напрямую.
        </p>
      </main>
    </Layout>
  );
}
