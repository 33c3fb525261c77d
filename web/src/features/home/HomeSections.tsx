import type { ComponentProps } from 'react';
import { HomeBanners } from './HomeBanners.tsx';
import { HomeCategories } from './HomeCategories.tsx';
import { HomeSellers } from './HomeSellers.tsx';

type SectionsPage = ComponentProps<typeof HomeCategories>['page'] &
  ComponentProps<typeof HomeBanners>['page'] &
  ComponentProps<typeof HomeSellers>['page'];

/** The home page's link sections under the slider: categories, banners and sellers. */
export function HomeSections({ page }: { page: SectionsPage }) {
  return (
    <>
      <HomeCategories page={page} />
      <HomeBanners page={page} />
      <HomeSellers page={page} />
    </>
  );
}
