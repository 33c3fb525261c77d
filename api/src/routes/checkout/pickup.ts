import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/plugin.ts';
import { HttpError } from '../../plugins/errors.ts';
import {
  addPickupAddress,
  deletePickupAddress,
  findPickupPoint,
  listPickupAddresses,
  listPickupPoints,
  movePickupAddress,
  wirePoint,
} from '../../repositories/checkout/pickup-points.ts';
import {
  IdParamsSchema,
  PersonalPickupAddressSchema,
  PickupAddressInputSchema,
  PickupAddressListSchema,
  PickupPointListSchema,
  PickupPointQuerySchema,
  PickupPointSchema,
} from '../../schemas/checkout.ts';
import { nowOf } from './owner.ts';
import { DeletedSchema, errorAnswers, storeRoute } from '../store-route.ts';

const route = storeRoute('checkout', errorAnswers(400, 401, 404, 409));
const pointNotFound = () => new HttpError(404, 'PICKUP_POINT_NOT_FOUND', 'Пункт выдачи не найден');
const addressNotFound = () =>
  new HttpError(404, 'PICKUP_ADDRESS_NOT_FOUND', 'Пункт выдачи не найден в вашем списке');

type Entry = NonNullable<Awaited<ReturnType<typeof addPickupAddress>>>;
const wireEntry = (entry: Entry) => ({ id: entry.id, pickup_point: wirePoint(entry.pickup_point) });

/** Pickup points of a city, and the points a user keeps in their list. */
export const pickupRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The point a user picks for their list (404 for an unknown one) and the user. */
  const choice = async (request: FastifyRequest & { body: { pickup_point: { id: string } } }) => {
    const pointId = request.body.pickup_point.id;
    if (!(await findPickupPoint(app.auth.db, pointId))) throw pointNotFound();
    return { pointId, userId: requireUser(request).user_id };
  };

  app.get(
    '/v1/pickup_points',
    route("Pickup points of a city: the store's own first, then partners and lockers", {
      querystring: PickupPointQuerySchema,
      response: { 200: PickupPointListSchema },
    }),
    async (request) => {
      const city = request.query.city ?? request.city.cityFiasId;
      const points = await listPickupPoints(app.auth.db, city, request.query.kind);
      return { pickup_points: points.map(wirePoint) };
    },
  );

  app.get(
    '/v1/pickup_points/:id',
    route('One pickup point', { params: IdParamsSchema, response: { 200: PickupPointSchema } }),
    async (request) => {
      const point = await findPickupPoint(app.auth.db, request.params.id);
      if (!point) throw pointNotFound();
      return wirePoint(point);
    },
  );

  app.get(
    '/v1/users/me/pickup_addresses',
    route("The user's pickup points, oldest first", { response: { 200: PickupAddressListSchema } }),
    async (request) => {
      const entries = await listPickupAddresses(app.auth.db, requireUser(request).user_id);
      return { pickup_addresses: entries.map(wireEntry) };
    },
  );

  app.post(
    '/v1/users/me/pickup_addresses',
    route('Add a pickup point to the list (a point already there gives its entry)', {
      body: PickupAddressInputSchema,
      response: { 201: PersonalPickupAddressSchema },
    }),
    async (request, reply) => {
      const { pointId, userId } = await choice(request);
      const entry = await addPickupAddress(app.auth.db, userId, pointId, nowOf(request));
      if (!entry) throw addressNotFound();
      return reply.status(201).send(wireEntry(entry));
    },
  );

  app.patch(
    '/v1/users/me/pickup_addresses/:id',
    route('Point an entry of the list at another pickup point', {
      params: IdParamsSchema,
      body: PickupAddressInputSchema,
      response: { 200: PersonalPickupAddressSchema },
    }),
    async (request) => {
      const { pointId, userId } = await choice(request);
      const entry = await movePickupAddress(app.auth.db, userId, request.params.id, pointId);
      if (entry === false) {
        throw new HttpError(409, 'PICKUP_ADDRESS_EXISTS', 'Этот пункт выдачи уже есть в списке');
      }
      if (!entry) throw addressNotFound();
      return wireEntry(entry);
    },
  );

  app.delete(
    '/v1/users/me/pickup_addresses/:id',
    route('Remove a pickup point from the list', {
      params: IdParamsSchema,
      response: { 204: DeletedSchema },
    }),
    async (request, reply) => {
      const userId = requireUser(request).user_id;
      if (!(await deletePickupAddress(app.auth.db, userId, request.params.id))) {
        throw addressNotFound();
      }
      return reply.code(204).send(null);
    },
  );
};
