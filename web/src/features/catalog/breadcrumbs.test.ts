import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, canonicalUrl, categoryTrail } from './breadcrumbs.ts';

describe('breadcrumbs', () => {
  it('lists home, the catalogue, the ancestors and the category with absolute addresses', () => {
    const crumbs = categoryTrail([{ slug: 'tools', title: 'Инструмент' }], {
      slug: 'drills',
      title: 'Дрели',
    });
    expect(breadcrumbJsonLd('https://garwin.example', crumbs)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Главная', item: 'https://garwin.example/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Каталог',
          item: 'https://garwin.example/catalog',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Инструмент',
          item: 'https://garwin.example/catalog/tools',
        },
        {
          '@type': 'ListItem',
          position: 4,
          name: 'Дрели',
          item: 'https://garwin.example/catalog/drills',
        },
      ],
    });
  });
});

describe('canonicalUrl', () => {
  it('keeps the path, a single brand and a page after the first; drops the rest', () => {
    expect(
      canonicalUrl(
        new URL('http://x.test/catalog/drills?brand=makita&page=3&sort=newest&view_mode=list'),
      ),
    ).toBe('http://x.test/catalog/drills?brand=makita&page=3');
    expect(canonicalUrl(new URL('http://x.test/catalog?brand=a&brand=b&page=1'))).toBe(
      'http://x.test/catalog',
    );
  });
});
