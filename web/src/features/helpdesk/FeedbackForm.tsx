import { useState } from 'react';
import { Field } from '../../components/ui/Field.tsx';
import { useFormMutation } from '../../lib/apollo/use-form-mutation.ts';
import { EMAIL_FORMAT_MESSAGE, isValidEmail } from '../../lib/rules/email.ts';
import { NAME_FORMAT_MESSAGE, isValidName } from '../../lib/rules/person-name.ts';
import { PHONE_MESSAGE } from '../../lib/rules/phone.ts';
import type { CaptchaSlot } from './captcha-slot.ts';
import { REQUIRED_MESSAGE } from './messages.ts';
import { SendFeedbackMutation } from './operations.ts';
import { PhoneField, emptyPhone, isPhoneComplete, phoneOf } from './PhoneField.tsx';
import { RequestForm, type FieldErrors } from './RequestForm.tsx';
import { TextArea } from './TextArea.tsx';

/** A name the request needs: filled in and by the name rule. */
export function nameError(name: string): string | null {
  if (!name.trim()) return REQUIRED_MESSAGE;
  return isValidName(name) ? null : NAME_FORMAT_MESSAGE;
}

/** The feedback form: name, e-mail, an optional phone and the message. */
export function FeedbackForm({ signedIn, captcha }: { signedIn: boolean; captcha: CaptchaSlot }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState(emptyPhone);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [send] = useFormMutation(
    'send feedback',
    SendFeedbackMutation,
    (data) => data.sendFeedback,
  );

  const validate = () => {
    const found: FieldErrors = {};
    const badName = nameError(name);
    if (badName) found['name'] = badName;
    if (!isValidEmail(email))
      found['email'] = email.trim() ? EMAIL_FORMAT_MESSAGE : REQUIRED_MESSAGE;
    if (phone.digits && !isPhoneComplete(phone)) found['phone'] = PHONE_MESSAGE;
    if (!message.trim()) found['message'] = REQUIRED_MESSAGE;
    return found;
  };

  return (
    <RequestForm
      label="Обратная связь"
      submitLabel="Отправить"
      signedIn={signedIn}
      captcha={captcha}
      validate={validate}
      errors={errors}
      onErrors={setErrors}
      send={(captchaPayload) =>
        send({
          input: {
            name: name.trim(),
            email: email.trim(),
            phone: phone.digits ? phoneOf(phone) : null,
            message: message.trim(),
            captcha: captchaPayload ?? null,
          },
        })
      }
    >
      <Field
        label="Имя"
        name="name"
        autoComplete="name"
        value={name}
        error={errors['name']}
        onChange={(event) => setName(event.target.value)}
      />
      <Field
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        error={errors['email']}
        onChange={(event) => setEmail(event.target.value)}
      />
      <PhoneField
        label="Телефон (необязательно)"
        value={phone}
        error={errors['phone'] ?? null}
        onChange={setPhone}
      />
      <TextArea
        label="Сообщение"
        name="message"
        maxLength={2000}
        value={message}
        error={errors['message']}
        onChange={(event) => setMessage(event.target.value)}
      />
    </RequestForm>
  );
}
