import { useState, type FormEvent } from 'react';
import { Field } from '../../components/ui/Field.tsx';
import { PhoneField } from '../../components/ui/PhoneField.tsx';
import { EMAIL_FORMAT_MESSAGE, isValidEmail } from '../../lib/rules/email.ts';
import { isValidName, NAME_FORMAT_MESSAGE } from '../../lib/rules/person-name.ts';
import {
  countryOf,
  formatPhone,
  isCompletePhone,
  PHONE_MESSAGE,
  type CountryKey,
} from '../../lib/rules/phone.ts';
import { CreateContactMutation } from './operations.ts';
import { appendToRootList } from './append-to-list.ts';
import styles from './Checkout.module.scss';
import { errorText, SAVE_FAILED, STEP_TITLES } from './texts.ts';
import {
  NewEntryActions,
  SavedEntryStep,
  type NewEntryFormProps,
  type SavedEntryChoice,
} from './step-choice.tsx';
import { useMutation } from '../../lib/apollo/use-mutation.ts';

interface ContactData {
  id: string;
  name: string;
  phone: string;
  email: string;
}

type Errors = Partial<Record<'name' | 'phone' | 'email' | 'form', string>>;

/** The recipient: one of the saved contacts, or a new one (checked by the rules of section 5). */
export function ContactStep(choice: SavedEntryChoice<ContactData>) {
  return (
    <SavedEntryStep
      {...choice}
      label={STEP_TITLES.contact}
      inputName="contact"
      describe={(contact) => (
        <span>
          <strong>{contact.name}</strong>
          <span className={styles.muted}>
            {formatPhone(contact.phone)}, {contact.email}
          </span>
        </span>
      )}
      addLabel="Добавить получателя"
      newEntryForm={(props) => <NewContactForm {...props} />}
    />
  );
}

function NewContactForm({ onSaved, onCancel }: NewEntryFormProps) {
  const [name, setName] = useState('');
  const [countryKey, setCountryKey] = useState<CountryKey>('ru');
  const [digits, setDigits] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [create, { loading }] = useMutation(CreateContactMutation, {
    // The new contact joins the saved list in the cache, so the list shows it without a refetch.
    update(cache, { data }) {
      const contact = data?.createContact.contact;
      if (!contact) return;
      appendToRootList(cache, 'contacts', contact);
    },
  });
  const country = countryOf(countryKey);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!name.trim()) found.name = 'Укажите имя';
    else if (!isValidName(name)) found.name = NAME_FORMAT_MESSAGE;
    if (!isCompletePhone(digits, country)) found.phone = PHONE_MESSAGE;
    if (!isValidEmail(email)) found.email = EMAIL_FORMAT_MESSAGE;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const { data } = await create({
        variables: {
          input: { name: name.trim(), phone: `+${country.code}${digits}`, email: email.trim() },
        },
      });
      const payload = data?.createContact;
      const refused = payload?.userErrors[0];
      if (refused) {
        const field = refused.field[0];
        const key = field === 'name' || field === 'phone' || field === 'email' ? field : 'form';
        setErrors({ [key]: errorText(refused) });
        return;
      }
      if (payload?.contact) await onSaved(payload.contact.id);
    } catch (cause) {
      console.error('Saving a contact failed', cause);
      setErrors({ form: SAVE_FAILED });
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.formGrid}>
        <Field
          label="Имя"
          autoComplete="name"
          value={name}
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <PhoneField
          label="Телефон"
          value={{ country, digits }}
          error={errors.phone}
          onChange={(phone) => {
            setCountryKey(phone.country.key);
            setDigits(phone.digits);
          }}
          countryClassName={styles.country}
          codesOnly
        />
        <Field
          label="E-mail"
          type="email"
          autoComplete="email"
          value={email}
          error={errors.email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <NewEntryActions
        error={errors.form}
        saveLabel="Сохранить получателя"
        saving={loading}
        onCancel={onCancel}
      />
    </form>
  );
}
