import { useState } from 'react';
import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { Icon } from '../../components/ui/Icon.tsx';
import { CityPickerOnDemand as CityPicker } from './CityPickerOnDemand.tsx';
import styles from './LocationSelector.module.scss';

export const CityLocationSelectorFragment = graphql(`
  fragment CityLocationSelector_city on City {
    name
  }
`);

/** The header's city; it opens the city picker. */
export function LocationSelector({
  city,
}: {
  city: FragmentType<typeof CityLocationSelectorFragment>;
}) {
  const data = getFragmentData(CityLocationSelectorFragment, city);
  const [pickerOpen, setPickerOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.selector}
        aria-haspopup="dialog"
        onClick={() => setPickerOpen(true)}
      >
        <Icon name="location" size={18} />
        <span>{data.name}</span>
      </button>
      <CityPicker open={pickerOpen} onClose={() => setPickerOpen(false)} />
    </>
  );
}
