import { useCallback, useEffect, useState } from 'react';
import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { AppLink } from '../../components/ui/AppLink.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
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
      }
    }
  }
`);

const AUTOPLAY_MS = 6000;

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
                  src={slide.image.url}
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
          {!reducedMotion && (
            <button
              type="button"
              className={styles.arrow}
              aria-label={paused ? 'Запустить прокрутку' : 'Остановить прокрутку'}
              onClick={() => setPaused((value) => !value)}
            >
              <Icon name={paused ? 'play' : 'pause'} size={18} />
            </button>
          )}
        </div>
      )}
    </section>
  );
}
