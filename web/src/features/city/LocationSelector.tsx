import { useState } from 'react';
import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { chooseCity } from './city-cookies.ts';
import { CityPicker } from './CityPicker.tsx';
import { useCityDetection } from './useCityDetection.ts';
import styles from './LocationSelector.module.scss';

export const CityLocationSelectorFragment = graphql(`
  fragment CityLocationSelector_city on City {
    name
    confirmed
  }
`);

/**
 * The header's city with its picker; while the city is unconfirmed it is detected and a banner
 * asks the visitor to confirm it or choose another.
 */
export function LocationSelector({
  city,
}: {
  city: FragmentType<typeof CityLocationSelectorFragment>;
}) {
  const data = getFragmentData(CityLocationSelectorFragment, city);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const detected = useCityDetection(data.confirmed);
  const shown = detected?.name ?? data.name;

  return (
    <div className={styles.root}>
      <button
        type="button"
        className={styles.selector}
        aria-haspopup="dialog"
        onClick={() => setPickerOpen(true)}
      >
        <Icon name="location" size={18} />
        <span>{shown}</span>
      </button>
      {!data.confirmed && detected && !dismissed && (
        <div role="region" aria-label="Ваш город" className={styles.banner}>
          <p className={styles.question}>
            Ваш город — <strong>{detected.name}</strong>?
          </p>
          <div className={styles.actions}>
            <Button onClick={() => chooseCity(detected)}>Да, верно</Button>
            <Button
              variant="secondary"
              onClick={() => {
                setDismissed(true);
                setPickerOpen(true);
              }}
            >
              Выбрать другой
            </Button>
          </div>
        </div>
      )}
      <CityPicker open={pickerOpen} onClose={() => setPickerOpen(false)} />
    </div>
  );
}
