import { useFormMutation } from '../../lib/apollo/use-form-mutation.ts';
import type { CaptchaSlot } from './captcha-slot.ts';
import { REQUIRED_MESSAGE } from './messages.ts';
import { SendFeedbackMutation } from './operations.ts';
import { PhoneField, emptyPhone, phoneOf } from './PhoneField.tsx';
import { EmailField, NameField, contactErrors, useRequestFields } from './request-fields.tsx';
import { RequestForm } from './RequestForm.tsx';
import { TextArea } from './TextArea.tsx';

/** The feedback form: name, e-mail, an optional phone and the message. */
export function FeedbackForm({ signedIn, captcha }: { signedIn: boolean; captcha: CaptchaSlot }) {
  const form = useRequestFields(() => ({ name: '', email: '', phone: emptyPhone(), message: '' }));
  const { name, email, phone, message } = form.values;
  const [send] = useFormMutation(SendFeedbackMutation, 'sendFeedback');

  const validate = () => {
    const found = contactErrors({ name, phone, email }, { phone: true });
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
      form={form}
      send={(solution) =>
        send({
          input: {
            name: name.trim(),
            email: email.trim(),
            phone: phone.digits ? phoneOf(phone) : null,
            message: message.trim(),
            captcha: solution,
          },
        })
      }
    >
      <NameField {...form.text('name')} />
      <EmailField {...form.text('email')} />
      <PhoneField label="Телефон (необязательно)" {...form.field('phone')} />
      <TextArea label="Сообщение" maxLength={2000} {...form.text('message')} />
    </RequestForm>
  );
}
