import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { PaymentMethod, UserErrorCode } from '../../__generated__/graphql.ts';
import {
  SetContactMutation,
  SetCostCenterMutation,
  SetCourierAddressMutation,
  SetPaymentMethodMutation,
  SetPickupAddressMutation,
} from './operations.ts';
import { errorText, SAVE_FAILED } from './texts.ts';

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
  const [setContact] = useMutation(SetContactMutation);
  const [setCourier] = useMutation(SetCourierAddressMutation);
  const [setPickup] = useMutation(SetPickupAddressMutation);
  const [setCostCenter] = useMutation(SetCostCenterMutation);
  const [setPayment] = useMutation(SetPaymentMethodMutation);
  const [saving, setSaving] = useState<string | null>(null);

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
      const { data } = await setContact({ variables: { input: { orderId, contactId } } });
      return data?.setCheckoutContact;
    }),
    courier: step<string>('delivery', async (orderId, courierAddressId) => {
      const { data } = await setCourier({ variables: { input: { orderId, courierAddressId } } });
      return data?.setCheckoutCourierAddress;
    }),
    pickup: step<string>('delivery', async (orderId, pickupAddressId) => {
      const { data } = await setPickup({ variables: { input: { orderId, pickupAddressId } } });
      return data?.setCheckoutPickupAddress;
    }),
    costCenter: step<string>('costCenter', async (orderId, costCenterId) => {
      const { data } = await setCostCenter({ variables: { input: { orderId, costCenterId } } });
      return data?.setCheckoutCostCenter;
    }),
    payment: step<PaymentMethod>('payment', async (orderId, method) => {
      const { data } = await setPayment({ variables: { input: { orderId, method } } });
      return data?.setCheckoutPaymentMethod;
    }),
  };
}

export type OrderSteps = ReturnType<typeof useOrderSteps>;
