/** <EmergencyNumbers />: every short number is there, named as on every other page, and honest about the unconfirmed ones. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SHORT_NUMBERS } from '../../../tests/content/canonical';
import { checkConsistency } from '../../../tests/content/consistency';
import EmergencyNumbers from '../EmergencyNumbers';

const html = renderToStaticMarkup(<EmergencyNumbers />);
/** The rendered paragraph written back as MDX: each tel: link as the <Phone> it came from, other tags dropped. */
const asMdx = html
  .replace(/<a [^>]*href="tel:(\d+)"[^>]*>\d+<\/a>/g, '<Phone number="$1" />')
  .replace(/<\/?p[^>]*>/g, '');

describe('<EmergencyNumbers>', () => {
  it('gives every short number of the guide as a tel: link', () => {
    for (const number of Object.keys(SHORT_NUMBERS)) expect(html).toContain(`href="tel:${number}"`);
  });

  it('names each number the canonical way (tests/content/canonical.ts)', () => {
    expect(asMdx).toContain('<Phone number="104" />');
    expect(checkConsistency(asMdx)).toEqual([]);
  });

  it('says that 101, 102 and 104 are not confirmed officially, in their own sentence', () => {
    const sentence = asMdx.split(/\.\s/).find((s) => s.includes('number="104"'));
    expect(sentence).toMatch(/number="101"[\s\S]*number="102"[\s\S]*не подтверждены официально/u);
    expect(sentence).not.toContain('number="103"');
  });

  it('no longer calls 104 a general emergency line', () => {
    expect(html).not.toMatch(/общий для аварийных/u);
  });
});
