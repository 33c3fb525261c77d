import { useQuery } from '@apollo/client/react';
import { Field } from '../../components/ui/Field.tsx';
import { useFormMutation } from '../../lib/apollo/use-form-mutation.ts';
import type { CaptchaSlot } from './captcha-slot.ts';
import { DocumentUploader } from './DocumentUploader.tsx';
import { COMPANY_NAME_MESSAGE } from './messages.ts';
import { DocumentUploadLimitsQuery, RegisterLegalEntityOrderMutation } from './operations.ts';
import { PhoneField, emptyPhone, phoneOf } from './PhoneField.tsx';
import { EmailField, NameField, contactErrors, useRequestFields } from './request-fields.tsx';
import { RequestForm } from './RequestForm.tsx';
import { useDocumentUploads } from './useDocumentUploads.ts';
import styles from './HelpdeskForm.module.scss';

/**
 * A legal entity's order request: the company, a contact and its documents. Each document uploads
 * as soon as it is chosen; the order is sent once every upload has ended and names them by id.
 */
export function LegalEntityOrderForm({
  productId,
  signedIn,
  captcha,
}: {
  productId?: string;
  signedIn: boolean;
  captcha: CaptchaSlot;
}) {
  const { data } = useQuery(DocumentUploadLimitsQuery);
  const limits = data?.documentUploadLimits ?? null;
  const documents = useDocumentUploads(limits);
  const form = useRequestFields(() => ({
    companyName: '',
    name: '',
    phone: emptyPhone(),
    email: '',
  }));
  const { companyName, name, phone, email } = form.values;
  const [send] = useFormMutation(
    RegisterLegalEntityOrderMutation,
    'registerLegalEntityOrderRequest',
  );

  const validate = () => {
    const found = contactErrors({ name, phone, email });
    if (!companyName.trim()) found['companyName'] = COMPANY_NAME_MESSAGE;
    return found;
  };

  return (
    <RequestForm
      label="Заказ для юридического лица"
      submitLabel={documents.uploading ? 'Файлы загружаются…' : 'Отправить заявку'}
      signedIn={signedIn}
      captcha={captcha}
      validate={validate}
      form={form}
      disabled={documents.uploading}
      onSent={documents.reset}
      send={(solution) =>
        send({
          input: {
            productId: productId ?? null,
            companyName: companyName.trim(),
            name: name.trim(),
            phone: phoneOf(phone),
            email: email.trim(),
            documentIds: documents.documentIds,
            captcha: solution,
          },
        })
      }
    >
      <p className={styles.hint}>
        Приложите карточку предприятия или реквизиты — менеджер подготовит счёт и договор.
      </p>
      <Field label="Название компании" autoComplete="organization" {...form.text('companyName')} />
      <NameField label="Контактное лицо" {...form.text('name')} />
      <PhoneField {...form.field('phone')} />
      <EmailField {...form.text('email')} />
      {limits && (
        <DocumentUploader
          limits={limits}
          types={limits.types}
          items={documents.items}
          full={documents.full}
          error={form.errors['documentIds'] ?? null}
          onAdd={documents.add}
          onRemove={documents.remove}
        />
      )}
    </RequestForm>
  );
}
