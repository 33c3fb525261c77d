import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { NAME_FORMAT_MESSAGE, isValidName } from '../../lib/rules/person-name.ts';
import styles from './SignInDialog.module.scss';

export interface Names {
  lastName: string;
  firstName: string;
  middleName: string;
}

const FIELDS: { key: keyof Names; label: string; autoComplete: string }[] = [
  { key: 'lastName', label: 'Фамилия', autoComplete: 'family-name' },
  { key: 'firstName', label: 'Имя', autoComplete: 'given-name' },
  { key: 'middleName', label: 'Отчество', autoComplete: 'additional-name' },
];

/**
 * Finishing registration: the names by the rule of spec section 5, and the legal-entity choice
 * that changes the submit button's text (the company form follows).
 */
export function RegistrationStep({
  saving,
  serverError,
  onSubmit,
}: {
  saving: boolean;
  serverError: string | null;
  onSubmit: (names: Names, legalEntity: boolean) => void;
}) {
  const [names, setNames] = useState<Names>({ lastName: '', firstName: '', middleName: '' });
  const [legalEntity, setLegalEntity] = useState(false);
  const [touched, setTouched] = useState(false);
  const invalid = (key: keyof Names) => touched && !isValidName(names[key]);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (FIELDS.some(({ key }) => !isValidName(names[key]))) return;
    onSubmit(
      {
        lastName: names.lastName.trim(),
        firstName: names.firstName.trim(),
        middleName: names.middleName.trim(),
      },
      legalEntity,
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {FIELDS.map(({ key, label, autoComplete }) => (
        <Field
          key={key}
          label={label}
          autoComplete={autoComplete}
          value={names[key]}
          error={invalid(key) ? NAME_FORMAT_MESSAGE : null}
          onChange={(event) => setNames({ ...names, [key]: event.target.value })}
        />
      ))}
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={legalEntity}
          onChange={(event) => setLegalEntity(event.target.checked)}
        />
        <span>Я представитель юридического лица или ИП</span>
      </label>
      {serverError && (
        <p className={styles.error} role="alert">
          {serverError}
        </p>
      )}
      <Button type="submit" block disabled={saving}>
        {legalEntity ? 'Далее' : 'Завершить'}
      </Button>
    </form>
  );
}
