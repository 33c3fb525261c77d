import { useState } from 'react';
import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { Icon } from '../../components/ui/Icon.tsx';
import { Viewer360 } from './Viewer360.tsx';
import styles from './ProductGallery.module.scss';

export const ProductGalleryProductFragment = graphql(`
  fragment ProductGallery_product on Product {
    title
    images {
      id
      large: url(width: 800)
      thumb: url(width: 120)
    }
    video360 {
      id
      large: url(width: 800)
    }
  }
`);

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

  return (
    <section aria-label="Фотографии товара" className={styles.gallery}>
      <div className={styles.stage}>
        {turning && video360.length > 0 ? (
          <Viewer360 frames={video360.map((frame) => frame.large)} title={title} />
        ) : current ? (
          <img
            src={current.large}
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
