import { describe, expect, it } from 'vitest';
import { buildHeadTags } from './build-head-tags.ts';
import { mergeHead } from './head-data.ts';

describe('buildHeadTags', () => {
  it('writes title, description and keywords from the SEO data, escaped', () => {
    const tags = buildHeadTags({
      title: 'Дрели <и> шуруповёрты & "биты"',
      description: 'Купить дрель',
      keywords: 'дрель, шуруповёрт',
      noindex: false,
    });
    expect(tags).toContain('<title>Дрели &lt;и&gt; шуруповёрты &amp; &quot;биты&quot;</title>');
    expect(tags).toContain('<meta name="description" content="Купить дрель" />');
    expect(tags).toContain('<meta name="keywords" content="дрель, шуруповёрт" />');
    expect(tags).not.toContain('robots');
  });

  it('asks robots not to index when the page says noindex', () => {
    expect(buildHeadTags({ title: 'x', noindex: true })).toContain(
      '<meta name="robots" content="noindex, nofollow" />',
    );
  });

  it('leaves out what the page does not have', () => {
    expect(buildHeadTags({ title: 'x', description: null, keywords: '' })).toBe('<title>x</title>');
  });
});

describe('mergeHead', () => {
  it('lets a later declaration override fields it sets and keep the others', () => {
    const merged = mergeHead(
      { title: 'Page', themeClass: 'theme-garwin' },
      { themeClass: 'theme-sprout', description: undefined },
    );
    expect(merged).toEqual({ title: 'Page', themeClass: 'theme-sprout' });
  });
});
