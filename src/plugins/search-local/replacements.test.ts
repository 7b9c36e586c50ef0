import { describe, expect, it } from 'vitest';
import { replacementFor } from './replacements';

const pluginTheme = '/site/node_modules/@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar';
const siteTheme = '/site/src/theme/SearchPage';

describe('replacementFor', () => {
  it('swaps the plugin search client, imported by the plugin or by our theme', () => {
    expect(replacementFor('../searchByWorker', pluginTheme)).toBe('searchByWorker.ts');
    expect(
      replacementFor('@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker', siteTheme),
    ).toBe('searchByWorker.ts');
  });
  it('swaps the lunr-loading constants of the search bar', () => {
    expect(replacementFor('../../utils/proxiedGeneratedConstants', pluginTheme)).toBe('constants.ts');
  });
  it('leaves other modules, and same-named ones elsewhere, alone', () => {
    expect(replacementFor('../searchByWorker', siteTheme)).toBeUndefined();
    expect(replacementFor('./SuggestionTemplate', pluginTheme)).toBeUndefined();
  });
});
