import { Field } from '../../components/ui/Field.tsx';
import { useFormMutation } from '../../lib/apollo/use-form-mutation.ts';
import type { CaptchaSlot } from './captcha-slot.ts';
import { RENT_DATES_MESSAGE } from './messages.ts';
import { RegisterRentRequestMutation } from './operations.ts';
import { PhoneField, emptyPhone, phoneOf } from './PhoneField.tsx';
import {
  CommentField,
  EmailField,
  NameField,
  contactErrors,
  useRequestFields,
} from './request-fields.tsx';
import { RequestForm } from './RequestForm.tsx';
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
  const form = useRequestFields(() => ({
    dateFrom: '',
    dateTo: '',
    name: '',
    phone: emptyPhone(),
    email: '',
    comment: '',
  }));
  const { dateFrom, dateTo, name, phone, email, comment } = form.values;
  const [send] = useFormMutation(RegisterRentRequestMutation, 'registerRentRequest');

  const validate = () => {
    const found = contactErrors({ name, phone, email }, { email: true });
    if (!dateFrom || !dateTo || dateFrom < today() || dateTo < dateFrom) {
      found['dateFrom'] = RENT_DATES_MESSAGE;
    }
    return found;
  };

  return (
    <RequestForm
      label="Аренда"
      submitLabel="Отправить заявку"
      signedIn={signedIn}
      captcha={captcha}
      validate={validate}
      form={form}
      send={(solution) =>
        send({
          input: {
            productId,
            dateFrom,
            dateTo,
            name: name.trim(),
            phone: phoneOf(phone),
            email: email.trim() || null,
            comment: comment.trim() || null,
            captcha: solution,
          },
        })
      }
    >
      <div className={styles.pair}>
        <Field label="С какого числа" type="date" min={today()} {...form.text('dateFrom')} />
        <Field
          label="По какое число"
          type="date"
          min={dateFrom || today()}
          {...form.text('dateTo')}
          error={undefined}
        />
      </div>
      <NameField {...form.text('name')} />
      <PhoneField {...form.field('phone')} />
      <EmailField optional {...form.text('email')} />
      <CommentField placeholder="Адрес объекта, для каких работ" {...form.text('comment')} />
    </RequestForm>
  );
}
