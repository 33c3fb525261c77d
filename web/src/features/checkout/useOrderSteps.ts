import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { PaymentMethod, UserErrorCode } from '../../__generated__/graphql.ts';
import { guardChunkLoad } from '../../lib/chunk-reload.ts';
import { afterHeldParts } from '../../lib/later-parts.ts';
import { errorText, SAVE_FAILED } from './texts.ts';

const stepMutations = guardChunkLoad(() => import('./step-mutations.ts'));

interface StepAnswer {
  userErrors: readonly { code: UserErrorCode; message: string }[];
}

/** The outcome of a step: null when every order took it, else the text to show. */
export type StepResult = string | null;

/**
 * Runs one step on every checkout order in turn (the buyer chooses a contact, an address, a cost
 * centre or a payment method once for the whole checkout). Each answer is the whole order, which
 * Apollo's cache merges by id, so the page updates without a refetch.
 */
async function forEachOrder(
  orderIds: readonly string[],
  run: (orderId: string) => Promise<StepAnswer | undefined>,
): Promise<StepResult> {
  try {
    for (const orderId of orderIds) {
      const answer = await run(orderId);
      const error = answer?.userErrors[0];
      if (error) return errorText(error);
      if (!answer) return SAVE_FAILED;
    }
    return null;
  } catch (cause) {
    console.error('A checkout step failed', cause);
    return SAVE_FAILED;
  }
}

/** The steps that apply to all orders of the checkout, with the one that is saving now. */
export function useOrderSteps(orderIds: readonly string[]) {
  const client = useApolloClient();
  const [saving, setSaving] = useState<string | null>(null);
  useEffect(() => afterHeldParts(() => void stepMutations()), []);

  const step =
    <T>(name: string, run: (orderId: string, value: T) => Promise<StepAnswer | undefined>) =>
    async (value: T): Promise<StepResult> => {
      setSaving(name);
      try {
        return await forEachOrder(orderIds, (orderId) => run(orderId, value));
      } finally {
        setSaving(null);
      }
    };

  return {
    saving,
    contact: step<string>('contact', async (orderId, contactId) => {
      const { SetContactMutation } = await stepMutations();
      const { data } = await client.mutate({
        mutation: SetContactMutation,
        variables: { input: { orderId, contactId } },
      });
      return data?.setCheckoutContact;
    }),
    courier: step<string>('delivery', async (orderId, courierAddressId) => {
      const { SetCourierAddressMutation } = await stepMutations();
      const { data } = await client.mutate({
        mutation: SetCourierAddressMutation,
        variables: { input: { orderId, courierAddressId } },
      });
      return data?.setCheckoutCourierAddress;
    }),
    pickup: step<string>('delivery', async (orderId, pickupAddressId) => {
      const { SetPickupAddressMutation } = await stepMutations();
      const { data } = await client.mutate({
        mutation: SetPickupAddressMutation,
        variables: { input: { orderId, pickupAddressId } },
      });
      return data?.setCheckoutPickupAddress;
    }),
    costCenter: step<string>('costCenter', async (orderId, costCenterId) => {
      const { SetCostCenterMutation } = await stepMutations();
      const { data } = await client.mutate({
        mutation: SetCostCenterMutation,
        variables: { input: { orderId, costCenterId } },
      });
      return data?.setCheckoutCostCenter;
    }),
    payment: step<PaymentMethod>('payment', async (orderId, method) => {
      const { SetPaymentMethodMutation } = await stepMutations();
      const { data } = await client.mutate({
        mutation: SetPaymentMethodMutation,
        variables: { input: { orderId, method } },
      });
      return data?.setCheckoutPaymentMethod;
    }),
  };
}

export type OrderSteps = ReturnType<typeof useOrderSteps>;
