/** «Сообщить о неточности»: a new GitHub issue with the place and the page filled in. */
export function reportPlaceUrl({
  repoUrl,
  pageUrl,
  id,
  name,
}: {
  repoUrl: string;
  pageUrl: string;
  id: string;
  name: string;
}): string {
  const title = `Неточность в карточке «${name}»`;
  const body = [
    `Место: ${name} (id: ${id})`,
    `Страница: ${pageUrl}`,
    '',
    'Что неверно или устарело, и как правильно? Если можно, дайте ссылку на источник (сайт, карточку на карте, фото вывески).',
    '',
  ].join('\n');
  return `${repoUrl}/issues/new?title=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}`;
}
