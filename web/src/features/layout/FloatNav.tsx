import { useEffect, useState } from 'react';
import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { Icon } from '../../components/ui/Icon.tsx';
import { afterNextPaint } from '../../lib/next-task.ts';
import { telHref } from '../../lib/tel-href.ts';
import styles from './FloatNav.module.scss';

export const FloatNavMarketFragment = graphql(`
  fragment FloatNav_market on Market {
    id
    settings {
      contacts {
        phone
        email
      }
    }
  }
`);

/** How far the visitor scrolls before the «наверх» button is worth showing. */
const SHOW_AFTER_PX = 600;

/** Floating quick links (call, write) and a button back to the top of the page. */
export function FloatNav({ market }: { market: FragmentType<typeof FloatNavMarketFragment> }) {
  const { contacts } = getFragmentData(FloatNavMarketFragment, market).settings;
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SHOW_AFTER_PX);
    // The position of a page reopened scrolled down is read once the next frame has painted:
    // read here, while the page's layout is still out of date, it made the browser lay out the
    // whole page inside this effect (24 ms on the product page, the start's longest script task).
    const cancel = afterNextPaint(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancel();
      window.removeEventListener('scroll', update);
    };
  }, []);

  return (
    <nav aria-label="Быстрая навигация" className={styles.float}>
      <a href={telHref(contacts.phone)} className={styles.action} aria-label="Позвонить">
        <Icon name="phone" size={20} />
      </a>
      <a href={`mailto:${contacts.email}`} className={styles.action} aria-label="Написать нам">
        <Icon name="mail" size={20} />
      </a>
      {scrolled && (
        <button
          type="button"
          className={`${styles.action} ${styles.top}`}
          aria-label="Наверх"
          onClick={() => window.scrollTo({ top: 0 })}
        >
          <Icon name="arrowUp" size={20} />
        </button>
      )}
    </nav>
  );
}
