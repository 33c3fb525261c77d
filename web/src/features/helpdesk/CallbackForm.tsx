import { useState } from 'react';
import { Field } from '../../components/ui/Field.tsx';
import { useFormMutation } from '../../lib/apollo/use-form-mutation.ts';
import { PHONE_MESSAGE } from '../../lib/rules/phone.ts';
import type { CaptchaSlot } from './captcha-slot.ts';
import { nameError } from './FeedbackForm.tsx';
import { RequestCallbackMutation } from './operations.ts';
import { PhoneField, emptyPhone, isPhoneComplete, phoneOf } from './PhoneField.tsx';
import { RequestForm, type FieldErrors } from './RequestForm.tsx';
import { TextArea } from './TextArea.tsx';

/** The callback request: whom and where to call, and what about. */
export function CallbackForm({ signedIn, captcha }: { signedIn: boolean; captcha: CaptchaSlot }) {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState(emptyPhone);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [send] = useFormMutation(
    'request callback',
    RequestCallbackMutation,
    (data) => data.requestCallback,
  );

  const validate = () => {
    const found: FieldErrors = {};
    const badName = nameError(name);
    if (badName) found['name'] = badName;
    if (!isPhoneComplete(phone)) found['phone'] = PHONE_MESSAGE;
    return found;
  };

  return (
    <RequestForm
      label="Обратный звонок"
      submitLabel="Перезвоните мне"
      signedIn={signedIn}
      captcha={captcha}
      validate={validate}
      errors={errors}
      onErrors={setErrors}
      send={(captchaPayload) =>
        send({
          input: {
            name: name.trim(),
            phone: phoneOf(phone),
            comment: comment.trim() || null,
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
      <PhoneField value={phone} error={errors['phone'] ?? null} onChange={setPhone} />
      <TextArea
        label="Комментарий (необязательно)"
        name="comment"
        rows={3}
        maxLength={1000}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
    </RequestForm>
  );
}
