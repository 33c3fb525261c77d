import { useState } from 'react';
import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import type { ProductGallery_ProductFragment } from '../../__generated__/graphql.ts';
import { Icon } from '../../components/ui/Icon.tsx';
import { usePreloadImage } from '../../lib/head/head-context.tsx';
import { responsiveImage } from '../../lib/responsive-image.ts';
import { Viewer360 } from './Viewer360.tsx';
import styles from './ProductGallery.module.scss';

export const ProductGalleryProductFragment = graphql(`
  fragment ProductGallery_product on Product {
    title
    images {
      id
      large: url(width: 800)
      w320: url(width: 320)
      w480: url(width: 480)
      w640: url(width: 640)
      thumb: url(width: 120)
    }
    video360 {
      id
      large: url(width: 800)
    }
  }
`);

/** The stage is at most 480 px wide under 1024 px, and half the container above. */
const STAGE_SIZES = '(max-width: 1023.98px) min(100vw, 480px), 640px';

const stageImage = (image: ProductGallery_ProductFragment['images'][number]) =>
  responsiveImage(
    { 320: image.w320, 480: image.w480, 640: image.w640, 800: image.large },
    STAGE_SIZES,
  );

/** The pictures of a product: a large one, thumbnails to pick it, and the 360° view when there is one. */
export function ProductGallery({
  product,
}: {
  product: FragmentType<typeof ProductGalleryProductFragment>;
}) {
  const { title, images, video360 } = getFragmentData(ProductGalleryProductFragment, product);
  const [selected, setSelected] = useState(0);
  const [turning, setTurning] = useState(false);
  const current = images[selected] ?? images[0];
  // The first picture is the page's largest paint.
  usePreloadImage(images[0] && stageImage(images[0]));

  return (
    <section aria-label="Фотографии товара" className={styles.gallery}>
      <div className={styles.stage}>
        {turning && video360.length > 0 ? (
          <Viewer360 frames={video360.map((frame) => frame.large)} title={title} />
        ) : current ? (
          <img
            {...stageImage(current)}
            alt={title}
            width={560}
            height={560}
            decoding="async"
            fetchPriority="high"
            className={styles.image}
          />
        ) : (
          <span className={styles.placeholder}>
            <Icon name="catalog" size={96} />
          </span>
        )}
      </div>
      {(images.length > 1 || video360.length > 0) && (
        <ul className={styles.thumbs}>
          {images.map((image, index) => (
            <li key={image.id}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={!turning && index === selected}
                aria-label={`Фото ${index + 1}`}
                onClick={() => {
                  setSelected(index);
                  setTurning(false);
                }}
              >
                <img src={image.thumb} alt="" width={64} height={64} loading="lazy" />
              </button>
            </li>
          ))}
          {video360.length > 0 && (
            <li>
              <button
                type="button"
                className={`${styles.thumb} ${styles.turn}`}
                aria-pressed={turning}
                onClick={() => setTurning(true)}
              >
                360°
              </button>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
