import type { PropSidebar } from '@docusaurus/plugin-content-docs';
import { describe, expect, it } from 'vitest';
import { menuItems } from './index';

describe('menuItems', () => {
  it('keeps only what the phone menu renders', () => {
    const sidebar: PropSidebar = [
      {
        type: 'category',
        label: 'Жильё',
        collapsed: true,
        collapsible: true,
        description: 'Где жить',
        customProps: { icon: 'home' },
        items: [
          { type: 'link', href: '/apartment/find', label: 'Поиск жилья', docId: 'apartment/find', unlisted: false },
          { type: 'link', href: '/apartment/draft', label: 'Черновик', docId: 'apartment/draft', unlisted: true },
        ],
      },
      { type: 'link', href: '/map', label: 'Карта', className: 'menu-map', customProps: { x: 1 } },
      { type: 'html', value: '<hr>', defaultStyle: true },
    ];
    expect(menuItems(sidebar)).toEqual([
      {
        type: 'category',
        label: 'Жильё',
        collapsed: true,
        collapsible: true,
        items: [{ type: 'link', href: '/apartment/find', label: 'Поиск жилья' }],
      },
      { type: 'link', href: '/map', label: 'Карта', className: 'menu-map' },
      { type: 'html', value: '<hr>', defaultStyle: true },
    ]);
  });

  it('drops an unlisted category link, and a category left with nothing to show', () => {
    const sidebar: PropSidebar = [
      {
        type: 'category',
        label: 'Работа',
        href: '/occupation/',
        linkUnlisted: true,
        collapsed: false,
        collapsible: false,
        items: [{ type: 'link', href: '/occupation/tax', label: 'Налоги' }],
      },
      {
        type: 'category',
        label: 'Скрытое',
        collapsed: true,
        collapsible: true,
        items: [{ type: 'link', href: '/hidden', label: 'Скрыто', unlisted: true }],
      },
    ];
    expect(menuItems(sidebar)).toEqual([
      {
        type: 'category',
        label: 'Работа',
        collapsed: false,
        collapsible: false,
        items: [{ type: 'link', href: '/occupation/tax', label: 'Налоги' }],
      },
    ]);
  });
});
