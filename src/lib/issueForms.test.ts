/**
 * The issue forms in .github/ISSUE_TEMPLATE/ are YAML that GitHub reads only after a push: check
 * their shape here, and that the links the site builds name fields the forms really have.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { categories, GROUPS } from '@site/data/places/categories';
import {
  FORM_LABELS,
  formMessage,
  ISSUE_FORMS,
  issueFormUrl,
  mailtoUrl,
  SALE_CONSENT,
  telegramShareUrl,
} from './issueForms';

const DIR = path.join(__dirname, '../../.github/ISSUE_TEMPLATE');
const FIELD_TYPES = ['input', 'textarea', 'dropdown', 'checkboxes'];

type Element = { type: string; id?: string; attributes: Record<string, unknown>; validations?: { required?: boolean } };
type Form = { name: string; description: string; title?: string; labels?: string[]; body: Element[] };

const read = (file: string) => parse(readFileSync(path.join(DIR, file), 'utf8'), { prettyErrors: true });

describe('issue forms', () => {
  const files = readdirSync(DIR).filter((f) => f !== 'config.yml');

  it('are exactly the forms the site links to', () => {
    expect(files.sort()).toEqual(
      Object.values(ISSUE_FORMS)
        .map((f) => f.file)
        .sort(),
    );
  });

  it.each(Object.entries(ISSUE_FORMS))('%s: a valid form whose field ids match the links', (_, { file, fields }) => {
    const form = read(file) as Form;
    expect(form.name).toMatch(/\S/);
    expect(form.description).toMatch(/\S/);
    expect(Array.isArray(form.body) && form.body.length).toBeTruthy();
    const ids: string[] = [];
    for (const element of form.body) {
      expect(['markdown', ...FIELD_TYPES]).toContain(element.type);
      if (element.type === 'markdown') {
        expect(element.attributes.value).toMatch(/\S/);
        continue;
      }
      // GitHub fills a field from the URL parameter named like its id.
      expect(element.id).toMatch(/^[a-z][a-z0-9_-]*$/);
      expect(element.attributes.label).toMatch(/\S/);
      if (element.type === 'dropdown') expect((element.attributes.options as string[]).length).toBeGreaterThan(1);
      ids.push(element.id!);
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...fields]);
    expect(form.body.some((e) => e.validations?.required)).toBe(true);
  });

  it.each(Object.entries(ISSUE_FORMS))('%s: the message without GitHub uses the form’s labels', (key, { file }) => {
    const form = read(file) as Form;
    const labels = Object.fromEntries(form.body.filter((e) => e.id).map((e) => [e.id, e.attributes.label]));
    expect(FORM_LABELS[key as keyof typeof FORM_LABELS]).toEqual(labels);
  });

  it('the message’s ticked consent is the sale form’s box', () => {
    const consent = (read('sale.yml') as Form).body.find((e) => e.id === 'consent')!;
    expect((consent.attributes.options as { label: string }[]).map((o) => o.label)).toEqual([SALE_CONSENT]);
  });

  it('«Новое место на карту» offers the catalogue’s groups', () => {
    const form = read(ISSUE_FORMS.place.file) as Form;
    const category = form.body.find((e) => e.id === 'category')!;
    expect(category.attributes.options).toEqual([...GROUPS.map((g) => categories[g].label), 'Не знаю']);
  });

  it('config.yml is valid', () => {
    expect(read('config.yml')).toEqual({ blank_issues_enabled: true });
  });
});

describe('issueFormUrl', () => {
  it('opens the form with the title and fields filled in, and leaves out empty ones', () => {
    const url = new URL(
      issueFormUrl('https://github.com/samguide/samguide/', 'outdated', {
        title: 'Устарели сведения: «Виза»',
        fields: {
          page: 'https://samguide.github.io/samarkand/visa#registration',
          place: '',
          facts: 'Сведения на май 2025',
        },
      }),
    );
    expect(url.origin + url.pathname).toBe('https://github.com/samguide/samguide/issues/new');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      template: 'outdated.yml',
      title: 'Устарели сведения: «Виза»',
      page: 'https://samguide.github.io/samarkand/visa#registration',
      facts: 'Сведения на май 2025',
    });
    expect(url.search).not.toContain('+');
  });
});

describe('the message without GitHub', () => {
  const message = formMessage('outdated', {
    title: 'Устарели сведения на странице «Виза»:',
    fields: {
      page: 'https://samguide.github.io/samarkand/visa#registration',
      facts: 'Сведения на май 2025',
      wrong: '',
    },
  });

  it('is the title, a blank line and one «Label: answer» line per field given', () => {
    expect(message).toBe(
      [
        'Устарели сведения на странице «Виза»:',
        '',
        'Страница: https://samguide.github.io/samarkand/visa#registration',
        'Дата сведений: Сведения на май 2025',
        'Что неверно или устарело:',
      ].join('\n'),
    );
  });

  it('goes into Telegram’s share link and a mailto: letter unchanged', () => {
    const telegram = new URL(telegramShareUrl('https://samguide.github.io/samarkand/visa', message));
    expect(telegram.origin + telegram.pathname).toBe('https://t.me/share/url');
    expect(telegram.searchParams.get('url')).toBe('https://samguide.github.io/samarkand/visa');
    expect(telegram.searchParams.get('text')).toBe(message);
    expect(telegram.search).not.toContain('+');

    const mail = mailtoUrl('guide@example.org', 'Устарели сведения: «Виза»', message);
    expect(mail).toMatch(/^mailto:guide@example\.org\?subject=/);
    const query = new URLSearchParams(mail.slice(mail.indexOf('?') + 1));
    expect(query.get('subject')).toBe('Устарели сведения: «Виза»');
    expect(query.get('body')).toBe(message);
    expect(mail).not.toContain('+');
  });
});
