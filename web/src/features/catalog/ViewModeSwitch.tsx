import { Link } from 'react-router';
import { PARAM } from './listing-params.ts';
import { useListingLinks } from './useListingLinks.ts';
import { VIEW_MODE_PARAM, viewModeCookie, type ViewMode } from './view-mode.ts';
import styles from './ListingToolbar.module.scss';

const MODES: { mode: ViewMode; title: string; icon: string }[] = [
  { mode: 'tiles', title: 'Плиткой', icon: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z' },
  { mode: 'list', title: 'Списком', icon: 'M4 5h5v5H4zM11 6h9M11 9h6M4 14h5v5H4zM11 15h9M11 18h6' },
  { mode: 'short_list', title: 'Кратким списком', icon: 'M4 5h16M4 10h16M4 15h16M4 20h16' },
];

/** The three layouts of the listing; the choice goes into the address and a year-long cookie. */
export function ViewModeSwitch({ viewMode }: { viewMode: ViewMode }) {
  const { hrefFor, params } = useListingLinks();
  return (
    <nav className={styles.views} aria-label="Вид списка">
      {MODES.map(({ mode, title, icon }) => (
        <Link
          key={mode}
          // The page stays: only the layout changes.
          to={hrefFor({ [VIEW_MODE_PARAM]: mode, [PARAM.page]: params.get(PARAM.page) })}
          preventScrollReset
          replace
          className={styles.view}
          aria-label={title}
          title={title}
          aria-current={mode === viewMode ? 'true' : undefined}
          onClick={() => {
            document.cookie = viewModeCookie(mode);
          }}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <path d={icon} fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </Link>
      ))}
    </nav>
  );
}
