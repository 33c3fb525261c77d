import { ADD_COMPANY_TITLE } from './company-texts.ts';
import type { FragmentType } from '../../__generated__/fragment-masking.ts';
import { companyCreation, type CompanyCreatorQueryFragment } from './company-creation.ts';
import { CompanyForm } from './CompanyForm.tsx';
import { NEW_COMPANY_SECTION } from './new-company-url.ts';
import panel from './Panel.module.scss';

/** The companies page's own new-company form: inline, never a modal there (spec section 2). */
export function NewCompanySection({
  query,
}: {
  query: FragmentType<typeof CompanyCreatorQueryFragment>;
}) {
  const { allowed, salesEmail } = companyCreation(query);
  if (!allowed) return null;
  return (
    <section id={NEW_COMPANY_SECTION} className={panel.panel} aria-labelledby="new-company-title">
      <h2 id="new-company-title" className={panel.heading}>
        {ADD_COMPANY_TITLE}
      </h2>
      <CompanyForm salesEmail={salesEmail} />
    </section>
  );
}
