import { useState } from 'react';
import { Field } from '../../components/ui/Field.tsx';
import { useFormMutation } from '../../lib/apollo/use-form-mutation.ts';
import { EMAIL_FORMAT_MESSAGE, isValidEmail } from '../../lib/rules/email.ts';
import { PHONE_MESSAGE } from '../../lib/rules/phone.ts';
import type { CaptchaSlot } from './captcha-slot.ts';
import { nameError } from './FeedbackForm.tsx';
import { RENT_DATES_MESSAGE } from './messages.ts';
import { RegisterRentRequestMutation } from './operations.ts';
import { PhoneField, emptyPhone, isPhoneComplete, phoneOf } from './PhoneField.tsx';
import { RequestForm, type FieldErrors } from './RequestForm.tsx';
import { TextArea } from './TextArea.tsx';
import styles from './HelpdeskForm.module.scss';

/** Today in the buyer's calendar, as a date input writes it. */
function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** A rent request for a product that allows rent: the period and a contact. */
export function RentRequestForm({
  productId,
  signedIn,
  captcha,
}: {
  productId: string;
  signedIn: boolean;
  captcha: CaptchaSlot;
}) {
  const [dateFrom, setDateFrom] = useState('');
  const [dateTo, setDateTo] = useState('');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState(emptyPhone);
  const [email, setEmail] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [send] = useFormMutation(
    'register rent request',
    RegisterRentRequestMutation,
    (data) => data.registerRentRequest,
  );

  const validate = () => {
    const found: FieldErrors = {};
    if (!dateFrom || !dateTo || dateFrom < today() || dateTo < dateFrom) {
      found['dateFrom'] = RENT_DATES_MESSAGE;
    }
    const badName = nameError(name);
    if (badName) found['name'] = badName;
    if (!isPhoneComplete(phone)) found['phone'] = PHONE_MESSAGE;
    if (email.trim() && !isValidEmail(email)) found['email'] = EMAIL_FORMAT_MESSAGE;
    return found;
  };

  return (
    <RequestForm
      label="Аренда"
      submitLabel="Отправить заявку"
      signedIn={signedIn}
      captcha={captcha}
      validate={validate}
      errors={errors}
      onErrors={setErrors}
      send={(captchaPayload) =>
        send({
          input: {
            productId,
            dateFrom,
            dateTo,
            name: name.trim(),
            phone: phoneOf(phone),
            email: email.trim() || null,
            comment: comment.trim() || null,
            captcha: captchaPayload ?? null,
          },
        })
      }
    >
      <div className={styles.pair}>
        <Field
          label="С какого числа"
          name="dateFrom"
          type="date"
          min={today()}
          value={dateFrom}
          error={errors['dateFrom']}
          onChange={(event) => setDateFrom(event.target.value)}
        />
        <Field
          label="По какое число"
          name="dateTo"
          type="date"
          min={dateFrom || today()}
          value={dateTo}
          onChange={(event) => setDateTo(event.target.value)}
        />
      </div>
      <Field
        label="Имя"
        name="name"
        autoComplete="name"
        value={name}
        error={errors['name']}
        onChange={(event) => setName(event.target.value)}
      />
      <PhoneField value={phone} error={errors['phone'] ?? null} onChange={setPhone} />
      <Field
        label="E-mail (необязательно)"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        error={errors['email']}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextArea
        label="Комментарий (необязательно)"
        name="comment"
        rows={3}
        maxLength={1000}
        placeholder="Адрес объекта, для каких работ"
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
    </RequestForm>
  );
}
