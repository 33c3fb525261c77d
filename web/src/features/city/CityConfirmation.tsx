import { useEffect, useState } from 'react';
import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { Button } from '../../components/ui/Button.tsx';
import { updateGently } from '../../lib/later-parts.ts';
import { OVERLAY_PRIORITY, useOverlayTurn } from '../../lib/overlay-queue.tsx';
import { chooseCity } from './city-cookies.ts';
import { CityPickerOnDemand as CityPicker } from './CityPickerOnDemand.tsx';
import { useCityDetection } from './useCityDetection.ts';
import styles from './CityConfirmation.module.scss';

export const CityConfirmationFragment = graphql(`
  fragment CityConfirmation_city on City {
    confirmed
  }
`);

/**
 * While the city is unconfirmed, detects it (geolocation, then IP address) and asks the visitor
 * to confirm it or choose another, in its turn among the page's overlays. Rendered once per page
 * above the header, in the flow: it moves the page down instead of covering the logo and menu.
 * The server already renders it, saying the city is being detected, so the page does not jump
 * when the answer comes; until then the visitor may choose a city by hand.
 */
export function CityConfirmation({
  city,
}: {
  city: FragmentType<typeof CityConfirmationFragment>;
}) {
  const { confirmed } = getFragmentData(CityConfirmationFragment, city);
  const detected = useCityDetection(confirmed);
  const [dismissed, setDismissed] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  // Before the overlay queue has answered (the server's render, hydration), the strip keeps its place.
  const [queued, setQueued] = useState(false);
  useEffect(() => updateGently(() => setQueued(true)), []);
  const wanted = !confirmed && detected !== null && !dismissed;
  const turn = useOverlayTurn('city', OVERLAY_PRIORITY.city, wanted);

  return (
    <>
      {wanted && (turn || !queued) && (
        <section aria-label="Подтверждение города" className={styles.banner}>
          <div className={`container ${styles.inner}`}>
            <p className={styles.question}>
              {detected ? (
                <>
                  Вы в городе <strong>{detected.name}</strong>?
                </>
              ) : (
                'Определяем ваш город…'
              )}
            </p>
            <div className={styles.actions}>
              <Button disabled={!detected} onClick={() => detected && chooseCity(detected)}>
                Да, верно
              </Button>
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
        </section>
      )}
      <CityPicker open={pickerOpen} onClose={() => setPickerOpen(false)} />
    </>
  );
}
