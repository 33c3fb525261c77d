import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { HomeBanners } from './HomeBanners.tsx';
import { HomeCategories } from './HomeCategories.tsx';
import { HomeSellers } from './HomeSellers.tsx';
import { HomeSlider } from './HomeSlider.tsx';
import styles from './HomeContent.module.scss';

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
      <HomeCategories page={data} />
      <HomeBanners page={data} />
      <HomeSellers page={data} />
    </div>
  );
}
