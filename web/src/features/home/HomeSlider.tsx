import { useCallback, useEffect, useState } from 'react';
import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import type { HomeSlider_PageFragment } from '../../__generated__/graphql.ts';
import { AppLink } from '../../components/ui/AppLink.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { usePreloadImage } from '../../lib/head/head-context.tsx';
import { responsiveImage } from '../../lib/responsive-image.ts';
import { usePrefersReducedMotion } from './usePrefersReducedMotion.ts';
import styles from './HomeSlider.module.scss';

export const HomeSliderPageFragment = graphql(`
  fragment HomeSlider_page on HomePage {
    slides {
      link
      title
      image {
        id
        url(width: 1515)
        w480: url(width: 480)
        w800: url(width: 800)
        w1200: url(width: 1200)
      }
    }
  }
`);

const AUTOPLAY_MS = 6000;

/** The slider spans the container: the screen's width up to the container's 1360 px. */
const SLIDE_SIZES = '(max-width: 1360px) 100vw, 1360px';

const slideImage = ({ image }: HomeSlider_PageFragment['slides'][number]) =>
  responsiveImage(
    { 480: image.w480, 800: image.w800, 1200: image.w1200, 1515: image.url },
    SLIDE_SIZES,
  );

/**
 * The home page slider. It advances by itself unless the visitor prefers reduced motion, paused
 * it, or is pointing at or focused inside it; hidden slides are inert so keyboard users only meet
 * the one on screen.
 */
export function HomeSlider({ page }: { page: FragmentType<typeof HomeSliderPageFragment> }) {
  const { slides } = getFragmentData(HomeSliderPageFragment, page);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = slides.length;
  const go = useCallback((to: number) => setIndex(((to % count) + count) % count), [count]);
  const playing = count > 1 && !paused && !reducedMotion;
  // The first slide is what a visitor sees first and the page's largest paint.
  usePreloadImage(slides[0] && slideImage(slides[0]));

  useEffect(() => {
    if (!playing || held) return;
    const timer = window.setTimeout(() => go(index + 1), AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [playing, held, index, go]);

  if (count === 0) return null;

  return (
    <section
      className={styles.slider}
      aria-roledescription="carousel"
      aria-label="Акции и предложения"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className={styles.viewport}>
        <div
          className={styles.track}
          style={{ transform: `translateX(-${index * 100}%)` }}
          aria-live={playing && !held ? 'off' : 'polite'}
        >
          {slides.map((slide, i) => (
            <div
              key={`${i}-${slide.image.id}`}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} из ${count}`}
              aria-hidden={i !== index}
              inert={i !== index}
            >
              <AppLink to={slide.link} className={styles.link}>
                <img
                  {...slideImage(slide)}
                  alt={slide.title}
                  width={1515}
                  height={420}
                  className={styles.image}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                  decoding="async"
                />
              </AppLink>
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            aria-label="Предыдущий слайд"
            onClick={() => go(index - 1)}
          >
            <Icon name="chevronLeft" />
          </button>
          <div className={styles.dots}>
            {slides.map((slide, i) => (
              <button
                key={`${i}-${slide.image.id}`}
                type="button"
                className={styles.dot}
                aria-label={`Слайд ${i + 1}`}
                aria-current={i === index}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button
            type="button"
            className={styles.arrow}
            aria-label="Следующий слайд"
            onClick={() => go(index + 1)}
          >
            <Icon name="chevronRight" />
          </button>
          {/* In the server's HTML too, where the stylesheet hides it for a visitor who prefers
              reduced motion, so the controls do not move when the browser learns the choice. */}
          <button
            type="button"
            className={`${styles.arrow} ${styles.pause}`}
            aria-label={paused ? 'Запустить прокрутку' : 'Остановить прокрутку'}
            onClick={() => setPaused((value) => !value)}
          >
            <Icon name={paused ? 'play' : 'pause'} size={18} />
          </button>
        </div>
      )}
    </section>
  );
}
