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

  it('preloads the largest picture of the page in the widths it is drawn at, first', () => {
    const tags = buildHeadTags({
      title: 'x',
      lcpImage: {
        src: '/images/a?w=1515',
        srcSet: '/images/a?w=480&x=1 480w, /images/a?w=1515 1515w',
        sizes: '100vw',
      },
    });
    expect(tags).toContain(
      '<link rel="preload" as="image" href="/images/a?w=1515" imagesrcset="/images/a?w=480&amp;x=1 480w, /images/a?w=1515 1515w" imagesizes="100vw" fetchpriority="high" />',
    );
  });

  it('names the canonical address when the page gives one', () => {
    expect(
      buildHeadTags({ title: 'x', canonical: 'http://garwin.localhost/tovar/a?b=1&c=2' }),
    ).toContain('<link rel="canonical" href="http://garwin.localhost/tovar/a?b=1&amp;c=2" />');
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

describe('canonical address and structured data', () => {
  it('writes the canonical link and JSON-LD that cannot close its script element', () => {
    const tags = buildHeadTags({
      title: 'x',
      canonical: 'https://garwin.example/catalog/drills?a=1&b=2',
      jsonLd: { '@type': 'BreadcrumbList', name: '</script><b>' },
    });
    expect(tags).toContain(
      '<link rel="canonical" href="https://garwin.example/catalog/drills?a=1&amp;b=2" />',
    );
    expect(tags).toContain(
      '<script type="application/ld+json">{"@type":"BreadcrumbList","name":"\\u003c/script>\\u003cb>"}</script>',
    );
  });
});
