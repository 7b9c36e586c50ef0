/**
 * Stand-ins for the Docusaurus client modules our components use, for server-rendering them in
 * Vitest. Each test file calls vi.mock with these factories.
 */
export const siteConfig = {
  url: 'https://samguide.github.io',
  baseUrl: '/',
  customFields: {
    repoUrl: 'https://github.com/samguide/samguide',
    telegramChatUrl: 'https://t.me/+chat',
    buildMonth: '2026-11',
  },
};

export const location = { pathname: '/samarkand/visa' };
