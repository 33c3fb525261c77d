import type { FastifyPluginAsync } from 'fastify';
import { allowEmptyJsonBody } from '../../auth/empty-json.ts';
import { addressSearchFromEnv } from '../../repositories/checkout/address-search.ts';
import { addressSearchRoutes } from './address-search.ts';
import { contactRoutes } from './contacts.ts';
import { courierAddressRoutes } from './courier-addresses.ts';
import { pickupRoutes } from './pickup.ts';
import { promoCodeRoutes } from './promo-code.ts';
import { stepRoutes } from './steps.ts';
import { submitRoutes } from './submit.ts';

/**
 * Checkout: contacts, courier addresses and address suggestions, pickup points, the checkout
 * steps, submit and the purchase. Registered after the account feature, whose session guard
 * covers the /v1/users/me routes here.
 */
export const checkoutFeature: FastifyPluginAsync = async (app) => {
  allowEmptyJsonBody(app);
  const search = addressSearchFromEnv(app.auth.db, process.env, (error) =>
    app.log.warn({ err: error }, 'address service failed; answering from the address book'),
  );
  await app.register(addressSearchRoutes, { search });
  await app.register(contactRoutes);
  await app.register(courierAddressRoutes);
  await app.register(pickupRoutes);
  await app.register(stepRoutes);
  await app.register(promoCodeRoutes);
  await app.register(submitRoutes);
};
