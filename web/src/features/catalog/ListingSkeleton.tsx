import { PAGE_SIZE } from './listing-params.ts';
import type { ViewMode } from './view-mode.ts';
import styles from './ListingScreen.module.scss';
import skeleton from './ListingSkeleton.module.scss';

const ITEM: Record<ViewMode, string | undefined> = {
  tiles: skeleton.tile,
  list: skeleton.row,
  short_list: skeleton.line,
};

/**
 * The listing's place while its products are on their way: the filters panel, the toolbar and a
 * page of products in the chosen view, each as large as what replaces it.
 */
export function ListingSkeleton({ viewMode }: { viewMode: ViewMode }) {
  return (
    <div className={styles.screen} aria-hidden="true" data-listing-skeleton="">
      <div className={skeleton.aside} />
      <div className={styles.main}>
        <div className={skeleton.toolbar} />
        <ul className={styles[viewMode === 'short_list' ? 'shortList' : viewMode]}>
          {Array.from({ length: PAGE_SIZE }, (_, index) => (
            <li key={index} className={ITEM[viewMode]} />
          ))}
        </ul>
      </div>
    </div>
  );
}
