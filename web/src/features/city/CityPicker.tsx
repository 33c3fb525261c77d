import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../__generated__/gql.ts';
import { Field } from '../../components/ui/Field.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { chooseCity } from './city-cookies.ts';
import styles from './CityPicker.module.scss';

const SearchCitiesQuery = graphql(`
  query SearchCities($query: String!) {
    searchCities(query: $query) {
      ...ChosenCity @unmask
    }
  }
`);

const DEBOUNCE_MS = 300;
const SKELETON_ROWS = 10;

/**
 * The city picker: search as you type (300 ms after the last key; a newer search unsubscribes
 * from the older one, which cancels its request), 10 skeleton rows while loading; choosing saves
 * the city and reloads the page.
 */
export function CityPicker({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const { data, loading } = useQuery(SearchCitiesQuery, {
    variables: { query },
    skip: !open,
    fetchPolicy: 'no-cache',
  });
  const cities = data?.searchCities ?? [];
  const waiting = loading || query !== text.trim();

  return (
    <Modal open={open} title="Выберите город" onClose={onClose}>
      <Field
        label="Ваш город"
        type="search"
        autoComplete="off"
        autoFocus
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className={styles.list} aria-busy={waiting}>
        {waiting ? (
          Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <div key={index} className={styles.skeleton} aria-hidden="true" />
          ))
        ) : cities.length === 0 ? (
          <p className={styles.empty}>Город не найден</p>
        ) : (
          <ul className={styles.cities}>
            {cities.map((city) => (
              <li key={city.fiasId}>
                <button type="button" className={styles.city} onClick={() => chooseCity(city)}>
                  <span>{city.name}</span>
                  {city.regionTitle && city.regionTitle !== city.name && (
                    <span className={styles.region}>{city.regionTitle}</span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}
