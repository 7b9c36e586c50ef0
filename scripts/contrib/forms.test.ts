/** The converters read the issue body by the forms' labels: a renamed label must fail here, not on GitHub. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SALE_LABELS } from './listing';
import { PLACE_LABELS } from './place';

const DIR = path.join(__dirname, '../../.github/ISSUE_TEMPLATE');
type Form = {
  labels: string[];
  body: { type: string; id?: string; attributes: { label?: string; options?: { required?: boolean }[] } }[];
};
const read = (file: string) => parse(readFileSync(path.join(DIR, file), 'utf8')) as Form;
const labels = (form: Form) => form.body.filter((e) => e.type !== 'markdown').map((e) => e.attributes.label);

describe('the forms the converters read', () => {
  it('sale.yml has exactly the labels npm run listing reads, and the label the workflow reacts to', () => {
    const form = read('sale.yml');
    expect(labels(form)).toEqual(Object.values(SALE_LABELS));
    expect(form.labels).toEqual(['объявление']);
    const consent = form.body.find((e) => e.id === 'consent')!;
    expect(consent.type).toBe('checkboxes');
    expect(consent.attributes.options![0].required).toBe(true);
    expect(form.body.find((e) => e.id === 'photo')!.type).toBe('textarea');
  });

  it('new-place.yml has exactly the labels npm run place reads', () => {
    const form = read('new-place.yml');
    expect(labels(form)).toEqual(Object.values(PLACE_LABELS));
    expect(form.labels).toEqual(['новое место']);
  });

  it('the workflows react to those labels', () => {
    const workflows = path.join(__dirname, '../../.github/workflows');
    expect(readFileSync(path.join(workflows, 'listing.yml'), 'utf8')).toContain("'объявление'");
    expect(readFileSync(path.join(workflows, 'place.yml'), 'utf8')).toContain("'новое место'");
  });
});
