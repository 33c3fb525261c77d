import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { PointsMap } from '../../components/map/PointsMap.tsx';
import type { MapTiles } from '../../components/map/types.ts';
import { appendToRootList } from './append-to-list.ts';
import styles from './Checkout.module.scss';
import { AddPickupAddressMutation, PickupPointsQuery } from './operations.ts';
import { errorText, FREE, PICKUP_KIND_TITLES, SAVE_FAILED } from './texts.ts';
import { useMoneyText } from './useMoney.ts';
import type { StepResult } from './useOrderSteps.ts';
import { StepError } from './step-choice.tsx';
import { useMutation } from '../../lib/apollo/use-mutation.ts';

interface SavedPickupAddress {
  id: string;
  pickupPoint: { id: string };
}

/**
 * Pickup: the points of the buyer's city as a list and as markers on a map; choosing either saves
 * the point among the buyer's pickup addresses (once) and sets it on the orders. The list works on
 * its own, so a map whose tiles do not load costs nothing.
 */
export function PickupStep({
  saved,
  selectedPointId,
  tiles,
  onChoose,
}: {
  saved: readonly SavedPickupAddress[];
  selectedPointId: string | null;
  tiles: MapTiles;
  onChoose: (pickupAddressId: string) => Promise<StepResult>;
}) {
  const money = useMoneyText();
  const { data, loading, error: loadError } = useQuery(PickupPointsQuery);
  const [add] = useMutation(AddPickupAddressMutation, {
    update(cache, { data: answer }) {
      const address = answer?.addPickupAddress.pickupAddress;
      if (!address) return;
      appendToRootList(cache, 'pickupAddresses', address);
    },
  });
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const points = data?.pickupPoints ?? [];

  const choose = async (pointId: string) => {
    if (pending) return;
    setPending(pointId);
    setError(null);
    try {
      let addressId = saved.find((a) => a.pickupPoint.id === pointId)?.id;
      if (!addressId) {
        const { data: answer } = await add({ variables: { input: { pickupPointId: pointId } } });
        const refused = answer?.addPickupAddress.userErrors[0];
        if (refused) {
          setError(errorText(refused));
          return;
        }
        addressId = answer?.addPickupAddress.pickupAddress?.id;
      }
      setError(addressId ? await onChoose(addressId) : SAVE_FAILED);
    } catch (cause) {
      console.error('Choosing a pickup point failed', cause);
      setError(SAVE_FAILED);
    } finally {
      setPending(null);
    }
  };

  if (loadError) {
    return (
      <p className={styles.error} role="alert">
        Не удалось загрузить пункты выдачи. Обновите страницу
      </p>
    );
  }

  return (
    <div className={styles.pickup}>
      <div
        role="radiogroup"
        aria-label="Пункты выдачи"
        aria-busy={loading}
        className={styles.pickupList}
      >
        {!loading && points.length === 0 && (
          <p className={styles.muted}>В вашем городе пока нет пунктов выдачи</p>
        )}
        {points.map((point) => (
          <label key={point.id} className={styles.pickupPoint}>
            <input
              type="radio"
              name="pickup-point"
              checked={point.id === (pending ?? selectedPointId)}
              disabled={pending !== null}
              onChange={() => void choose(point.id)}
            />
            <span>
              <strong>{point.title}</strong>
              <span className={styles.muted}>
                {PICKUP_KIND_TITLES[point.kind] ?? point.brand} · {point.brand}
              </span>
              <span>{point.postalAddress}</span>
              <span className={styles.muted}>
                {point.schedule} · {point.cost.amount > 0 ? money(point.cost) : FREE}
              </span>
            </span>
          </label>
        ))}
      </div>
      <PointsMap
        className={styles.map}
        label="Карта пунктов выдачи"
        tiles={tiles}
        points={points.map((p) => ({
          id: p.id,
          latitude: p.latitude,
          longitude: p.longitude,
          title: `${p.title}, ${p.postalAddress}`,
        }))}
        selectedId={pending ?? selectedPointId}
        onSelect={(id) => void choose(id)}
      />
      <StepError error={error} />
    </div>
  );
}
