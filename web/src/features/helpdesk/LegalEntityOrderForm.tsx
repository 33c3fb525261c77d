import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Field } from '../../components/ui/Field.tsx';
import { useFormMutation } from '../../lib/apollo/use-form-mutation.ts';
import { EMAIL_FORMAT_MESSAGE, isValidEmail } from '../../lib/rules/email.ts';
import { PHONE_MESSAGE } from '../../lib/rules/phone.ts';
import type { CaptchaSlot } from './captcha-slot.ts';
import { DocumentUploader } from './DocumentUploader.tsx';
import { nameError } from './FeedbackForm.tsx';
import { COMPANY_NAME_MESSAGE, REQUIRED_MESSAGE } from './messages.ts';
import { DocumentUploadLimitsQuery, RegisterLegalEntityOrderMutation } from './operations.ts';
import { PhoneField, emptyPhone, isPhoneComplete, phoneOf } from './PhoneField.tsx';
import { RequestForm, type FieldErrors } from './RequestForm.tsx';
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
  const [companyName, setCompanyName] = useState('');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState(emptyPhone);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [send] = useFormMutation(
    'register legal-entity order',
    RegisterLegalEntityOrderMutation,
    (result) => result.registerLegalEntityOrderRequest,
  );

  const validate = () => {
    const found: FieldErrors = {};
    if (!companyName.trim()) found['companyName'] = COMPANY_NAME_MESSAGE;
    const badName = nameError(name);
    if (badName) found['name'] = badName;
    if (!isPhoneComplete(phone)) found['phone'] = PHONE_MESSAGE;
    if (!isValidEmail(email))
      found['email'] = email.trim() ? EMAIL_FORMAT_MESSAGE : REQUIRED_MESSAGE;
    return found;
  };

  return (
    <RequestForm
      label="Заказ для юридического лица"
      submitLabel={documents.uploading ? 'Файлы загружаются…' : 'Отправить заявку'}
      signedIn={signedIn}
      captcha={captcha}
      validate={validate}
      errors={errors}
      onErrors={setErrors}
      disabled={documents.uploading}
      onSent={documents.reset}
      send={(captchaPayload) =>
        send({
          input: {
            productId: productId ?? null,
            companyName: companyName.trim(),
            name: name.trim(),
            phone: phoneOf(phone),
            email: email.trim(),
            documentIds: documents.documentIds,
            captcha: captchaPayload ?? null,
          },
        })
      }
    >
      <p className={styles.hint}>
        Приложите карточку предприятия или реквизиты — менеджер подготовит счёт и договор.
      </p>
      <Field
        label="Название компании"
        name="companyName"
        autoComplete="organization"
        value={companyName}
        error={errors['companyName']}
        onChange={(event) => setCompanyName(event.target.value)}
      />
      <Field
        label="Контактное лицо"
        name="name"
        autoComplete="name"
        value={name}
        error={errors['name']}
        onChange={(event) => setName(event.target.value)}
      />
      <PhoneField value={phone} error={errors['phone'] ?? null} onChange={setPhone} />
      <Field
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        error={errors['email']}
        onChange={(event) => setEmail(event.target.value)}
      />
      {limits && (
        <DocumentUploader
          limits={limits}
          types={limits.types}
          items={documents.items}
          full={documents.full}
          error={errors['documentIds'] ?? null}
          onAdd={documents.add}
          onRemove={documents.remove}
        />
      )}
    </RequestForm>
  );
}
