/**
 * Finds where a page writes a repeated fact differently from its canonical form
 * (tests/content/canonical.ts). Works on the raw MDX source, so a finding names its line.
 */
import { SHORT_NUMBERS, WORDINGS, type CanonicalWording } from './canonical';

export interface Inconsistency {
  line: number;
  id: string;
  found: string;
  expected: string;
}

const lineOf = (source: string, index: number) => source.slice(0, index).split('\n').length;

/** The sentence around an offset: from the last «. » / line start to the next «. » / line end. */
function sentenceAt(source: string, index: number): string {
  const lineStart = source.lastIndexOf('\n', index) + 1;
  const lineEnd = source.indexOf('\n', index);
  const line = source.slice(lineStart, lineEnd === -1 ? undefined : lineEnd);
  const at = index - lineStart;
  const before = line.slice(0, at);
  const start = Math.max(before.lastIndexOf('. '), before.lastIndexOf('| ')) + 1;
  const rest = line.slice(at);
  const endDot = rest.search(/\.(?:\s|$)| \|/);
  return line.slice(start, endDot === -1 ? undefined : at + endDot);
}

export function checkWording(source: string, wording: CanonicalWording): Inconsistency[] {
  const found: Inconsistency[] = [];
  for (const match of source.matchAll(wording.mention)) {
    if (wording.sentence && !wording.sentence.test(sentenceAt(source, match.index))) continue;
    if (wording.accept.test(match[0])) continue;
    found.push({ line: lineOf(source, match.index), id: wording.id, found: match[0], expected: wording.canonical });
  }
  return found;
}

/** Each <Phone number="104" /> (and the other short numbers) is named as everywhere else, in its clause. */
export function checkShortNumbers(source: string): Inconsistency[] {
  const found: Inconsistency[] = [];
  const phones = [...source.matchAll(/<Phone\s+number="([^"]+)"\s*\/>/gu)];
  phones.forEach((match, i) => {
    const number = match[1].replace(/\D/g, '');
    const known = SHORT_NUMBERS[number];
    if (!known || match[1].trim().startsWith('+')) return;
    const start = match.index;
    const end = start + match[0].length;
    const lineStart = source.lastIndexOf('\n', start) + 1;
    const lineEndRaw = source.indexOf('\n', end);
    const lineEnd = lineEndRaw === -1 ? source.length : lineEndRaw;
    // The clause: back to the previous phone, «, » or «; » or sentence end; forward likewise.
    const prevEnd =
      i > 0 && phones[i - 1].index >= lineStart ? phones[i - 1].index + phones[i - 1][0].length : lineStart;
    const nextStart = i + 1 < phones.length && phones[i + 1].index < lineEnd ? phones[i + 1].index : lineEnd;
    const left =
      source
        .slice(prevEnd, start)
        .split(/[.;]\s|:\s/u)
        .pop() ?? '';
    const right = source.slice(end, nextStart).split(/[.;,]\s|\.$/u)[0] ?? '';
    if (!known.label.test(left.slice(-80)) && !known.label.test(right.slice(0, 80))) {
      found.push({
        line: lineOf(source, start),
        id: `phone-${number}`,
        found: `${left.slice(-40)}${match[0]}${right.slice(0, 40)}`.trim(),
        expected: `${number} — ${known.name}`,
      });
    }
  });
  return found;
}

export function checkConsistency(source: string): Inconsistency[] {
  return [...WORDINGS.flatMap((w) => checkWording(source, w)), ...checkShortNumbers(source)].sort(
    (a, b) => a.line - b.line,
  );
}
