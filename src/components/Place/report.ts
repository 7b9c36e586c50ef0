import type { HelpWaysProps } from '@site/src/components/HelpWays';

/**
 * «Сообщить, что сведения устарели» on a card: the «Сведения устарели» form (or the message without
 * GitHub) with the place and the page filled in.
 */
export function reportPlace({
  pageUrl,
  id,
  name,
  facts,
}: {
  pageUrl: string;
  id: string;
  name: string;
  /** The card's dated facts in the header's words, «Сведения на сентябрь 2024 года»; '' when none (left out of the form). */
  facts: string;
}): Omit<HelpWaysProps<'outdated'>, 'children'> {
  return {
    form: 'outdated',
    title: `Неточность в карточке «${name}»`,
    intro: `Устарели сведения в карточке «${name}» в справочнике «Самарканд: справочник релоканта». Допишите, что изменилось:`,
    fields: {
      page: pageUrl,
      place: `${name} (id: ${id})`,
      ...(facts ? { facts } : {}),
      wrong: '',
      right: '',
      source: '',
    },
    pageUrl,
  };
}
