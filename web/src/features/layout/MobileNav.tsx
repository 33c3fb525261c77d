import { useContext } from 'react';
import { NavLink } from 'react-router';
import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { Icon } from '../../components/ui/Icon.tsx';
import { isIconName } from '../../components/ui/icon-names.ts';
import { isExternalUrl } from '../../components/ui/AppLink.tsx';
import { MobileNavBadgesContext } from './mobile-nav-badges.ts';
import styles from './MobileNav.module.scss';

export const MobileNavMarketFragment = graphql(`
  fragment MobileNav_market on Market {
    id
    layout {
      mobileNavigation {
        title
        url
        icon
        highlight
      }
    }
  }
`);

/** The bottom tab bar of the compact layout (under 1024 px). */
export function MobileNav({ market }: { market: FragmentType<typeof MobileNavMarketFragment> }) {
  const items = getFragmentData(MobileNavMarketFragment, market).layout.mobileNavigation;
  const badges = useContext(MobileNavBadgesContext);
  if (items.length === 0) return null;
  return (
    <nav aria-label="Мобильная навигация" className={styles.nav}>
      <ul className={styles.list}>
        {items.map((item) => {
          const content = (
            <>
              <Icon name={isIconName(item.icon) ? item.icon : item.highlight ? 'sale' : 'home'} />
              <span>{item.title}</span>
              {badges[item.url]}
            </>
          );
          return (
            <li key={`${item.url}|${item.title}`}>
              {isExternalUrl(item.url) ? (
                <a href={item.url} className={styles.link}>
                  {content}
                </a>
              ) : (
                <NavLink
                  to={item.url}
                  end={item.url === '/'}
                  className={({ isActive }) =>
                    isActive ? `${styles.link} ${styles.active}` : styles.link
                  }
                >
                  {content}
                </NavLink>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
