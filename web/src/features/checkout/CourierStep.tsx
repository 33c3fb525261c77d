import { useState, type FormEvent } from 'react';
import { Field } from '../../components/ui/Field.tsx';
import { AddressAutocomplete, type ChosenAddress } from './AddressAutocomplete.tsx';
import { appendToRootList } from './append-to-list.ts';
import styles from './Checkout.module.scss';
import { CreateCourierAddressMutation } from './operations.ts';
import { ADDRESS_REQUIRED, DELIVERY_ADDRESS, errorText, SAVE_FAILED } from './texts.ts';
import {
  NewEntryActions,
  SavedEntryStep,
  type NewEntryFormProps,
  type SavedEntryChoice,
} from './step-choice.tsx';
import { useMutation } from '../../lib/apollo/use-mutation.ts';

interface CourierAddressData {
  id: string;
  address: string;
  apartment?: string | null;
}

const describe = (a: CourierAddressData) =>
  a.apartment ? `${a.address}, кв./офис ${a.apartment}` : a.address;

/** Courier delivery: one of the saved addresses, or a new one found by the address search. */
export function CourierStep(choice: SavedEntryChoice<CourierAddressData>) {
  return (
    <SavedEntryStep
      {...choice}
      label={DELIVERY_ADDRESS}
      inputName="courier-address"
      describe={(address) => <span>{describe(address)}</span>}
      addLabel="Добавить адрес"
      newEntryForm={(props) => <NewAddressForm {...props} />}
    />
  );
}

function NewAddressForm({ onSaved, onCancel }: NewEntryFormProps) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<ChosenAddress | null>(null);
  const [details, setDetails] = useState({
    apartment: '',
    entrance: '',
    floor: '',
    intercom: '',
    comment: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateCourierAddressMutation, {
    update(cache, { data }) {
      const address = data?.createCourierAddress.courierAddress;
      if (!address) return;
      appendToRootList(cache, 'courierAddresses', address);
    },
  });

  const detail = (key: keyof typeof details, label: string) => (
    <Field
      label={label}
      value={details[key]}
      onChange={(event) => setDetails({ ...details, [key]: event.target.value })}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = chosen?.postalAddress === text ? chosen : null;
    if (!text.trim()) {
      setError(ADDRESS_REQUIRED);
      return;
    }
    setError(null);
    try {
      const { data } = await create({
        variables: {
          input: {
            address: text.trim(),
            latitude: address?.latitude ?? null,
            longitude: address?.longitude ?? null,
            ...details,
          },
        },
      });
      const payload = data?.createCourierAddress;
      const refused = payload?.userErrors[0];
      if (refused) {
        setFormError(errorText(refused));
        return;
      }
      if (payload?.courierAddress) await onSaved(payload.courierAddress.id);
    } catch (cause) {
      console.error('Saving a courier address failed', cause);
      setFormError(SAVE_FAILED);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <AddressAutocomplete
        value={text}
        error={error}
        onChange={setText}
        onChoose={(address) => {
          setChosen(address);
          setText(address.postalAddress);
        }}
      />
      <div className={styles.detailsGrid}>
        {detail('apartment', 'Квартира / офис')}
        {detail('entrance', 'Подъезд')}
        {detail('floor', 'Этаж')}
        {detail('intercom', 'Домофон')}
      </div>
      {detail('comment', 'Комментарий для курьера')}
      <NewEntryActions
        error={formError}
        saveLabel="Сохранить адрес"
        saving={loading}
        onCancel={onCancel}
      />
    </form>
  );
}
