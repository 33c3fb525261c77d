import { PAGE_SIZE } from './listing-params.ts';
import type { ViewMode } from './view-mode.ts';
import styles from './ListingScreen.module.scss';
import skeleton from './ListingSkeleton.module.scss';
import toolbar from './ListingToolbar.module.scss';

const ITEM: Record<ViewMode, string | undefined> = {
  tiles: skeleton.tile,
  list: skeleton.row,
  short_list: skeleton.line,
};

/**
 * The listing's place while its products are on their way: the filters panel, the toolbar, a
 * full page of products in the chosen view and the pages, each as large as what replaces it
 * (a listing with fewer products than a page ends higher, below the screen's first view).
 */
export function ListingSkeleton({ viewMode }: { viewMode: ViewMode }) {
  return (
    <div className={styles.screen} aria-hidden="true" data-listing-skeleton="">
      <div className={skeleton.aside} />
      <div className={styles.main}>
        <div className={toolbar.toolbar}>
          <div className={skeleton.total} />
          <div className={skeleton.filters} />
          <div className={skeleton.sort} />
          <div className={skeleton.views} />
        </div>
        <ul className={styles[viewMode === 'short_list' ? 'shortList' : viewMode]}>
          {Array.from({ length: PAGE_SIZE }, (_, index) => (
            <li key={index} className={ITEM[viewMode]} />
          ))}
        </ul>
        <div className={skeleton.pages} />
      </div>
    </div>
  );
}
