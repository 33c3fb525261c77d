import { Link, useLocation } from 'react-router';
import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { CabinetNav } from './CabinetNav.tsx';
import { ADD_COMPANY_TITLE } from './company-texts.ts';
import { NEW_COMPANY_SECTION, withNewCompany } from './new-company-url.ts';
import { CABINET_SECTIONS } from './sections.ts';
import styles from './CabinetMenuLinks.module.scss';

export const CabinetMenuLinksViewerFragment = graphql(`
  fragment CabinetMenuLinks_viewer on Viewer {
    id
    context {
      permissions
    }
  }
`);

/**
 * The cabinet's part of the header's account menu: its sections (filtered by permission) and,
 * with CREATE_COMPANY, «Добавить компанию», which opens the new-company modal.
 */
export function CabinetMenuLinks({
  viewer,
  onNavigate,
}: {
  viewer: FragmentType<typeof CabinetMenuLinksViewerFragment>;
  onNavigate?: () => void;
}) {
  const { permissions } = getFragmentData(CabinetMenuLinksViewerFragment, viewer).context;
  const { pathname, search } = useLocation();
  return (
    <div className={styles.links}>
      {permissions.includes('CREATE_COMPANY') && (
        <Link
          to={
            // The companies page has the form inline, so the entry leads to it there.
            pathname === CABINET_SECTIONS.companies.path
              ? { pathname, hash: NEW_COMPANY_SECTION }
              : { pathname, search: withNewCompany(search) }
          }
          preventScrollReset
          className={styles.add}
          onClick={onNavigate}
        >
          {ADD_COMPANY_TITLE}
        </Link>
      )}
      <CabinetNav permissions={permissions} variant="menu" onNavigate={onNavigate} />
    </div>
  );
}
