import type { ReactNode } from 'react';
import styles from './ProductSections.module.scss';

/** One titled block of the product's page, named by its heading. */
export function ProductSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
