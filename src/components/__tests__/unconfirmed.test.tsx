import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Unconfirmed from '../Unconfirmed';

describe('<Unconfirmed>', () => {
  it('is one quiet mark in brackets, marked for tests and scripts', () => {
    const html = renderToStaticMarkup(<Unconfirmed />);
    expect(html).toMatch(/^<span class="[^"]*mark[^"]*" data-unconfirmed="">\(не подтверждено официально\)<\/span>$/);
  });
});
