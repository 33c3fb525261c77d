import { useId, useState, type FormEvent } from 'react';
import type { CompanyType } from '../../__generated__/graphql.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import {
  EMPTY_COMPANY,
  companyFailure,
  validateCompany,
  type CompanyDraft,
  type CompanyFormErrors,
} from './company-form.ts';
import { ADD_COMPANY_TITLE } from './company-texts.ts';
import { CompanyPreview } from './CompanyPreview.tsx';
import { CreateCompanyMutation } from './operations.ts';
import panel from './Panel.module.scss';
import styles from './CompanyForm.module.scss';
import { useFormMutation } from '../../lib/apollo/use-form-mutation.ts';

const TYPES: { value: CompanyType; label: string }[] = [
  { value: 'LEGAL', label: 'Юридическое лицо' },
  { value: 'INDIVIDUAL', label: 'ИП' },
];

/**
 * The new-company form: legal entity (ИНН and КПП) or sole trader (ИНН), legal by default.
 * Changing the type clears the form. The context is reloaded once the company is added, so the
 * header's customers and prices follow.
 */
export function CompanyForm({
  salesEmail,
  onCreated,
}: {
  salesEmail: string;
  onCreated?: (company: { id: string; title: string }) => void;
}) {
  const [draft, setDraft] = useState<CompanyDraft>(EMPTY_COMPANY);
  const [errors, setErrors] = useState<CompanyFormErrors>({});
  const [added, setAdded] = useState<string | null>(null);
  const [create, { loading }] = useFormMutation(CreateCompanyMutation, 'createCompany', {
    refetchQueries: 'active',
  });
  const typeName = useId();
  const complete = Object.keys(validateCompany(draft)).length === 0;

  const change = (patch: Partial<CompanyDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors({});
    setAdded(null);
  };
  /** The INN or KPP: digits only, typed without suggestions. */
  const codeField = (name: 'inn' | 'kpp', label: string, maxLength: number) => (
    <Field
      label={label}
      name={name}
      inputMode="numeric"
      autoComplete="off"
      maxLength={maxLength}
      value={draft[name]}
      error={errors[name]}
      onChange={(event) => change({ [name]: event.target.value })}
    />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateCompany(draft);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    const input = {
      type: draft.type,
      inn: draft.inn.trim(),
      kpp: draft.type === 'LEGAL' ? draft.kpp.trim() : null,
    };
    const outcome = await create({ input });
    const company = outcome.ok ? outcome.payload.company : null;
    if (!company) {
      const failure = outcome.ok ? undefined : outcome.userErrors[0];
      setErrors(companyFailure(failure ?? { code: 'FAILED', message: '' }));
      return;
    }
    setDraft({ ...EMPTY_COMPANY, type: draft.type });
    setAdded(company.title);
    onCreated?.(company);
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className={styles.types}>
        <legend className={styles.legend}>Тип организации</legend>
        {TYPES.map((type) => (
          <label key={type.value} className={styles.type}>
            <input
              type="radio"
              name={typeName}
              value={type.value}
              checked={draft.type === type.value}
              onChange={() => {
                // Spec section 5: changing the type clears the form.
                setDraft({ ...EMPTY_COMPANY, type: type.value });
                setErrors({});
                setAdded(null);
              }}
            />
            <span>{type.label}</span>
          </label>
        ))}
      </fieldset>
      <div className={styles.fields}>
        {codeField('inn', 'ИНН', 12)}
        {draft.type === 'LEGAL' && codeField('kpp', 'КПП', 9)}
      </div>
      {complete && !errors.form && (
        <CompanyPreview
          type={draft.type}
          inn={draft.inn.trim()}
          kpp={draft.type === 'LEGAL' ? draft.kpp.trim() : null}
        />
      )}
      {errors.form && (
        <p className={panel.failure} role="alert">
          {errors.form}
        </p>
      )}
      {added && (
        <p className={panel.success} role="status">
          Компания «{added}» добавлена
        </p>
      )}
      <p className={panel.muted}>
        Юридические лица из Казахстана и Беларуси добавляются через отдел продаж:{' '}
        <a href={`mailto:${salesEmail}`}>{salesEmail}</a>
      </p>
      <div className={panel.actions}>
        <Button type="submit" disabled={loading}>
          {ADD_COMPANY_TITLE}
        </Button>
      </div>
    </form>
  );
}
