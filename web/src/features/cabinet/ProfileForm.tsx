import { useState, type FormEvent } from 'react';
import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { isValidName, NAME_FORMAT_MESSAGE } from '../../lib/rules/person-name.ts';
import panel from './Panel.module.scss';
import styles from './ProfileForm.module.scss';
import { REQUEST_FAILED_MESSAGE } from '../../components/ui/request-failed.ts';
import { useFormMutation } from '../../lib/apollo/use-form-mutation.ts';
import { UpdateProfileMutation } from '../../lib/operations/profile.ts';
import { formatPhone } from '../../lib/rules/phone.ts';

export const ProfileFormViewerFragment = graphql(`
  fragment ProfileForm_viewer on Viewer {
    id
    profile {
      firstName
      lastName
      middleName
      phone
      email
    }
  }
`);

const FIELDS = [
  { name: 'lastName', label: 'Фамилия', autoComplete: 'family-name' },
  { name: 'firstName', label: 'Имя', autoComplete: 'given-name' },
  { name: 'middleName', label: 'Отчество', autoComplete: 'additional-name' },
] as const;

type NameField = (typeof FIELDS)[number]['name'];
type Names = Record<NameField, string>;

/** The profile: names edited under the spec's name rule, phone and e-mail shown. */
export function ProfileForm({
  viewer,
}: {
  viewer: FragmentType<typeof ProfileFormViewerFragment>;
}) {
  const { profile } = getFragmentData(ProfileFormViewerFragment, viewer);
  const [names, setNames] = useState<Names>({
    lastName: profile.lastName,
    firstName: profile.firstName,
    middleName: profile.middleName,
  });
  const [errors, setErrors] = useState<Partial<Record<NameField, string>>>({});
  const [saved, setSaved] = useState(false);
  const [failed, setFailed] = useState(false);
  const [save, { loading }] = useFormMutation(UpdateProfileMutation, 'updateProfile', {
    refetchQueries: 'active',
    label: 'updateProfile from the cabinet',
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    setFailed(false);
    const invalid = Object.fromEntries(
      FIELDS.filter(({ name }) => !isValidName(names[name])).map(({ name }) => [
        name,
        NAME_FORMAT_MESSAGE,
      ]),
    );
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    const trimmed = {
      lastName: names.lastName.trim(),
      firstName: names.firstName.trim(),
      middleName: names.middleName.trim(),
    };
    const outcome = await save({ input: trimmed });
    if (!outcome.ok && outcome.failed) {
      setFailed(true);
      return;
    }
    const failures = outcome.ok ? [] : outcome.userErrors;
    if (failures.length > 0) {
      const named = failures.map((f) => f.field[0]).filter((f): f is NameField => !!f);
      const fields = named.length > 0 ? named : FIELDS.map((f) => f.name);
      setErrors(Object.fromEntries(fields.map((field) => [field, NAME_FORMAT_MESSAGE])));
      return;
    }
    setNames(trimmed);
    setSaved(true);
  }

  return (
    <div className={styles.columns}>
      <form className={panel.panel} onSubmit={(event) => void submit(event)} noValidate>
        <h2 className={panel.heading}>Личные данные</h2>
        {FIELDS.map(({ name, label, autoComplete }) => (
          <Field
            key={name}
            label={label}
            name={name}
            autoComplete={autoComplete}
            value={names[name]}
            error={errors[name]}
            maxLength={60}
            onChange={(event) => {
              const value = event.target.value;
              setNames((current) => ({ ...current, [name]: value }));
              setErrors((current) => ({ ...current, [name]: undefined }));
              setSaved(false);
            }}
          />
        ))}
        <div className={panel.actions}>
          <Button type="submit" disabled={loading}>
            Сохранить
          </Button>
        </div>
        {saved && (
          <p className={panel.success} role="status">
            Изменения сохранены
          </p>
        )}
        {failed && <p role="alert">{REQUEST_FAILED_MESSAGE}</p>}
      </form>
      <section className={panel.panel} aria-labelledby="profile-contacts">
        <h2 id="profile-contacts" className={panel.heading}>
          Контакты для входа
        </h2>
        <dl className={styles.contacts}>
          <dt>Телефон</dt>
          <dd>{profile.phone ? formatPhone(profile.phone) : '—'}</dd>
          <dt>E-mail</dt>
          <dd>{profile.email ?? '—'}</dd>
        </dl>
      </section>
    </div>
  );
}
