/**
 * Wherever the guide asks readers for something (a listing, a report that facts are out of date, a
 * new place), two ways side by side (issue #50): the GitHub form, in a new tab, and a way without a
 * GitHub account — the same fields as a plain-text message, sent through Telegram's share link to
 * the relocants' chat or any chat, or by e-mail when the site has a maintainers' address
 * (`SAMGUIDE_CONTACT_EMAIL`, config/site.ts). A maintainer pastes the message into a file for
 * `npm run listing` / `npm run place`, which read it as they read the issue.
 *
 * Plain links computed at render: nothing to hydrate, and it works inside a static place card.
 */
import type { ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { FORM_LABELS, formMessage, issueFormUrl, mailtoUrl, telegramShareUrl } from '@site/src/lib/issueForms';
import styles from './styles.module.css';

type Forms = typeof FORM_LABELS;

export type HelpWaysProps<K extends keyof Forms> = {
  form: K;
  /** The issue's title; also the message's subject. */
  title: string;
  /** The first line of the message: what it is and where it goes. */
  intro: string;
  /** Answers known in advance (the page, the place); '' for a field the reader fills in. */
  fields: Partial<Record<keyof Forms[K], string>>;
  /** The page the reader is on, absolute: Telegram shows it above the message. */
  pageUrl: string;
  /** `inline`: «{children} · без GitHub: в Telegram или по почте» in a line of text; `buttons`: buttons. */
  variant?: 'inline' | 'buttons';
  /** The GitHub form's link («Сообщить, что сведения устарели», «Подать объявление»). */
  children: ReactNode;
};

export type HelpWayLinks = { github: string; telegram: string; email?: string };

/** The addresses of the ways; exported for the tests. */
export function helpWayLinks<K extends keyof Forms>(
  { form, title, intro, fields, pageUrl }: Pick<HelpWaysProps<K>, 'form' | 'title' | 'intro' | 'fields' | 'pageUrl'>,
  { repoUrl, contactEmail }: { repoUrl: string; contactEmail?: string },
): HelpWayLinks {
  const filled = Object.fromEntries(Object.entries(fields).filter(([, value]) => value)) as typeof fields;
  // GitHub names an empty issue title by the form's own; the message always starts with the intro.
  const message = formMessage(form, { title: intro, fields: fields as never });
  return {
    github: issueFormUrl(repoUrl, form, { title, fields: filled as never }),
    telegram: telegramShareUrl(pageUrl, message),
    email: contactEmail ? mailtoUrl(contactEmail, title.trim(), `${message}\n\n${pageUrl}`) : undefined,
  };
}

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

export default function HelpWays<K extends keyof Forms>({ variant = 'inline', children, ...props }: HelpWaysProps<K>) {
  const { siteConfig } = useDocusaurusContext();
  const links = helpWayLinks(props, {
    repoUrl: String(siteConfig.customFields?.repoUrl ?? ''),
    contactEmail: (siteConfig.customFields?.contactEmail as string | null) ?? undefined,
  });

  if (variant === 'buttons')
    return (
      <div className={styles.buttons} data-help-ways={props.form}>
        <a className="button button--primary" href={links.github} data-way="github" {...NEW_TAB}>
          {children}
        </a>
        <a className="button button--outline button--primary" href={links.telegram} data-way="telegram" {...NEW_TAB}>
          Без GitHub: через Telegram
        </a>
        {links.email && (
          <a className="button button--outline button--primary" href={links.email} data-way="email">
            Без GitHub: по почте
          </a>
        )}
      </div>
    );

  // No wrapper: a page of forty cards would carry forty more elements (tests/e2e/main-thread.spec.ts).
  return (
    <>
      <a href={links.github} data-way="github" {...NEW_TAB}>
        {children}
      </a>
      {' · без GitHub: '}
      {/* Non-breaking: «в» and «по» never end a line without their word. */}
      <a href={links.telegram} data-way="telegram" {...NEW_TAB}>
        {'в\u00a0Telegram'}
      </a>
      {links.email && (
        <>
          {' или '}
          <a href={links.email} data-way="email">
            {'по\u00a0почте'}
          </a>
        </>
      )}
    </>
  );
}
