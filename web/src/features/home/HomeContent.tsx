import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { hydrateLater, lazyComponent } from '../../lib/hydrate-later.tsx';
import styles from './HomeContent.module.scss';

/**
 * The slider shows its first slide as the server drew it, and its links need no script; it
 * advances by itself only seconds later, and a press on its buttons before it works is made
 * again once it does: its code loads, and it hydrates, once the page has and the browser is idle
 * or at the first press.
 */
const HomeSlider = hydrateLater(lazyComponent(() => import('./HomeSlider.tsx'), 'HomeSlider'));

/**
 * The link sections under the slider need no script to show or to follow: their code loads, and
 * they hydrate, once the page has and the browser is idle.
 */
const HomeSections = hydrateLater(
  lazyComponent(() => import('./HomeSections.tsx'), 'HomeSections'),
);

export const HomeContentPageFragment = graphql(`
  fragment HomeContent_page on HomePage {
    seo {
      pageTitle
      h1
    }
    ...HomeSlider_page
    ...HomeCategories_page
    ...HomeBanners_page
    ...HomeSellers_page
  }
`);

/** The home page's content: slider, categories, banners and sellers. */
export function HomeContent({ page }: { page: FragmentType<typeof HomeContentPageFragment> }) {
  const data = getFragmentData(HomeContentPageFragment, page);
  return (
    <div className={`container ${styles.home}`}>
      <h1 className="visually-hidden">{data.seo.h1 ?? data.seo.pageTitle}</h1>
      <HomeSlider page={data} />
      <HomeSections page={data} />
    </div>
  );
}
