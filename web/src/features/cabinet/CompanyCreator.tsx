import { Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { FragmentType } from '../../__generated__/fragment-masking.ts';
import { Modal } from '../../components/ui/Modal.tsx';
import { lazyExport } from '../../lib/lazy-export.ts';
import { companyCreation, type CompanyCreatorQueryFragment } from './company-creation.ts';
import { ADD_COMPANY_TITLE } from './company-texts.ts';
import { wantsNewCompany, withoutNewCompany } from './new-company-url.ts';
import { CABINET_SECTIONS } from './sections.ts';

/** The form loads when the modal opens (the modal draws its content only while open). */
const CompanyForm = lazyExport(() => import('./CompanyForm.tsx'), 'CompanyForm');

/**
 * The new-company modal of the store frame, open while the address carries `?newCompany=1` and
 * the user may create companies. The companies page has the form inline, so it never opens there.
 */
export function CompanyCreator({
  query,
}: {
  query: FragmentType<typeof CompanyCreatorQueryFragment>;
}) {
  const { allowed, salesEmail } = companyCreation(query);
  const location = useLocation();
  const navigate = useNavigate();
  const open =
    allowed &&
    wantsNewCompany(location.search) &&
    location.pathname !== CABINET_SECTIONS.companies.path;
  const close = () =>
    void navigate(
      { pathname: location.pathname, search: withoutNewCompany(location.search) },
      { replace: true, preventScrollReset: true },
    );
  return (
    <Modal open={open} title={ADD_COMPANY_TITLE} onClose={close}>
      <Suspense fallback={null}>
        <CompanyForm salesEmail={salesEmail} onCreated={close} />
      </Suspense>
    </Modal>
  );
}
