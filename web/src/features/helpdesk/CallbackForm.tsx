import { useFormMutation } from '../../lib/apollo/use-form-mutation.ts';
import type { CaptchaSlot } from './captcha-slot.ts';
import { RequestCallbackMutation } from './operations.ts';
import { PhoneField, emptyPhone, phoneOf } from './PhoneField.tsx';
import { CommentField, NameField, contactErrors, useRequestFields } from './request-fields.tsx';
import { RequestForm } from './RequestForm.tsx';

/** The callback request: whom and where to call, and what about. */
export function CallbackForm({ signedIn, captcha }: { signedIn: boolean; captcha: CaptchaSlot }) {
  const form = useRequestFields(() => ({ name: '', phone: emptyPhone(), comment: '' }));
  const { name, phone, comment } = form.values;
  const [send] = useFormMutation(RequestCallbackMutation, 'requestCallback');

  return (
    <RequestForm
      label="Обратный звонок"
      submitLabel="Перезвоните мне"
      signedIn={signedIn}
      captcha={captcha}
      validate={() => contactErrors({ name, phone })}
      form={form}
      send={(solution) =>
        send({
          input: {
            name: name.trim(),
            phone: phoneOf(phone),
            comment: comment.trim() || null,
            captcha: solution,
          },
        })
      }
    >
      <NameField {...form.text('name')} />
      <PhoneField {...form.field('phone')} />
      <CommentField {...form.text('comment')} />
    </RequestForm>
  );
}
