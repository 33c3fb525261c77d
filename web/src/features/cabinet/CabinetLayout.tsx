import type { ReactNode } from 'react';
import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { CabinetNav } from './CabinetNav.tsx';
import styles from './CabinetLayout.module.scss';

export const CabinetLayoutViewerFragment = graphql(`
  fragment CabinetLayout_viewer on Viewer {
    id
    context {
      permissions
    }
  }
`);

/** An account page: the tinted background of spec section 2, the cabinet menu and the page. */
export function CabinetLayout({
  viewer,
  title,
  children,
}: {
  viewer: FragmentType<typeof CabinetLayoutViewerFragment>;
  title: string;
  children: ReactNode;
}) {
  const { context } = getFragmentData(CabinetLayoutViewerFragment, viewer);
  return (
    <div className={styles.background}>
      <div className={`container ${styles.layout}`}>
        <aside className={styles.aside}>
          <CabinetNav permissions={context.permissions} variant="side" />
        </aside>
        <section className={styles.content} aria-labelledby="cabinet-title">
          <h1 id="cabinet-title" className={styles.title}>
            {title}
          </h1>
          {children}
        </section>
      </div>
    </div>
  );
}
