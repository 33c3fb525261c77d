import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/plugin.ts';
import { HttpError } from '../../plugins/errors.ts';
import {
  createCourierAddress,
  deleteCourierAddress,
  listCourierAddresses,
  updateCourierAddress,
} from '../../repositories/checkout/courier-addresses.ts';
import {
  CourierAddressInputSchema,
  CourierAddressListSchema,
  CourierAddressPatchSchema,
  CourierAddressSchema,
  IdParamsSchema,
} from '../../schemas/checkout.ts';
import { nowOf } from './owner.ts';
import { DeletedSchema, errorAnswers, storeRoute } from '../store-route.ts';

const route = storeRoute('checkout', errorAnswers(400, 401, 404));
const notFound = () => new HttpError(404, 'COURIER_ADDRESS_NOT_FOUND', 'Адрес не найден');

function assertAddress(address: string | undefined): void {
  if (address !== undefined && address.trim() === '') {
    throw new HttpError(400, 'INVALID_ADDRESS', 'Укажите адрес доставки', { fields: ['address'] });
  }
}

/** The user's addresses for courier delivery. */
export const courierAddressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/users/me/courier_addresses',
    route("The user's courier addresses, oldest first", {
      response: { 200: CourierAddressListSchema },
    }),
    async (request) => ({
      addresses: await listCourierAddresses(app.auth.db, requireUser(request).user_id),
    }),
  );

  app.post(
    '/v1/users/me/courier_addresses',
    route('Save a courier address (apartment, entrance, floor, intercom, comment optional)', {
      body: CourierAddressInputSchema,
      response: { 201: CourierAddressSchema },
    }),
    async (request, reply) => {
      assertAddress(request.body.address);
      const address = await createCourierAddress(
        app.auth.db,
        requireUser(request).user_id,
        { ...request.body, address: request.body.address.trim() },
        nowOf(request),
      );
      return reply.status(201).send(address);
    },
  );

  app.patch(
    '/v1/users/me/courier_addresses/:id',
    route('Change a courier address; omitted fields stay', {
      params: IdParamsSchema,
      body: CourierAddressPatchSchema,
      response: { 200: CourierAddressSchema },
    }),
    async (request) => {
      assertAddress(request.body.address);
      const address = await updateCourierAddress(
        app.auth.db,
        requireUser(request).user_id,
        request.params.id,
        { ...request.body, address: request.body.address?.trim() },
      );
      if (!address) throw notFound();
      return address;
    },
  );

  app.delete(
    '/v1/users/me/courier_addresses/:id',
    route('Delete a courier address', { params: IdParamsSchema, response: { 204: DeletedSchema } }),
    async (request, reply) => {
      const userId = requireUser(request).user_id;
      if (!(await deleteCourierAddress(app.auth.db, userId, request.params.id))) throw notFound();
      return reply.code(204).send(null);
    },
  );
};
