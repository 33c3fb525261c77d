import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { Icon } from '../../components/ui/Icon.tsx';
import styles from './LocationSelector.module.scss';

export const LocationSelectorCityFragment = graphql(`
  fragment LocationSelector_city on City {
    name
    confirmed
  }
`);

/**
 * The header's city: shows where prices and delivery are computed for. The city picker that it
 * opens arrives with the city feature; until then the button only shows the city.
 */
export function LocationSelector({
  city,
}: {
  city: FragmentType<typeof LocationSelectorCityFragment>;
}) {
  const data = getFragmentData(LocationSelectorCityFragment, city);
  return (
    <button type="button" className={styles.selector} aria-haspopup="dialog">
      <Icon name="location" size={18} />
      <span>{data.name}</span>
    </button>
  );
}
