import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/errors.ts';
import { listCostCenters } from '../../repositories/cabinet/cost-centers.ts';
import { findContact } from '../../repositories/checkout/contacts.ts';
import { findCourierAddress } from '../../repositories/checkout/courier-addresses.ts';
import { findPickupAddress } from '../../repositories/checkout/pickup-points.ts';
import {
  ShipmentParamsSchema,
  UpdateContactSchema,
  UpdateCostCenterSchema,
  UpdateCourierDataSchema,
  UpdateDeliveryVariantSchema,
  UpdatePaymentMethodSchema,
  UpdatePickupDataSchema,
} from '../../schemas/checkout.ts';
import { loadOrder, saveStep } from './load.ts';
import { stepSchema } from './step-schema.ts';

const PATH = '/v1/users/me/checkout/orders/:id';

/** The steps of a checkout order; each answers the whole order. */
export const stepRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.auth;

  app.post(
    `${PATH}/update_contact`,
    stepSchema('Choose who receives the order (a saved contact)', UpdateContactSchema),
    async (request) => {
      const { owner, built } = await loadOrder(request, request.params.id);
      const contact = await findContact(db, owner.user_id, request.body.contact_id);
      if (!contact) throw new HttpError(404, 'CONTACT_NOT_FOUND', 'Контакт не найден');
      return saveStep(request, built, { contact_id: contact.id });
    },
  );

  app.post(
    `${PATH}/update_courier_data`,
    stepSchema('Deliver by courier to a saved address', UpdateCourierDataSchema),
    async (request) => {
      const { owner, built } = await loadOrder(request, request.params.id);
      const address = await findCourierAddress(db, owner.user_id, request.body.courier_address_id);
      if (!address) throw new HttpError(404, 'COURIER_ADDRESS_NOT_FOUND', 'Адрес не найден');
      return saveStep(request, built, {
        courier_address_id: address.id,
        pickup_address_id: null,
        delivery_variants: {},
      });
    },
  );

  app.post(
    `${PATH}/update_pickup_data`,
    stepSchema('Collect the order at a pickup point of the list', UpdatePickupDataSchema),
    async (request) => {
      const { owner, built } = await loadOrder(request, request.params.id);
      const entry = await findPickupAddress(db, owner.user_id, request.body.pickup_address_id);
      if (!entry) {
        throw new HttpError(
          404,
          'PICKUP_ADDRESS_NOT_FOUND',
          'Пункт выдачи не найден в вашем списке',
        );
      }
      return saveStep(request, built, {
        pickup_address_id: entry.id,
        courier_address_id: null,
        delivery_variants: {},
      });
    },
  );

  app.post(
    `${PATH}/update_cost_center`,
    stepSchema('Book the order to a cost centre of the current account', UpdateCostCenterSchema),
    async (request) => {
      const { owner, built } = await loadOrder(request, request.params.id);
      const centres = await listCostCenters(db, owner.account_id);
      const centre = centres.find((c) => c.id === request.body.cost_center_id);
      if (!centre) throw new HttpError(404, 'COST_CENTER_NOT_FOUND', 'Центр затрат не найден');
      return saveStep(request, built, { cost_center_id: centre.id });
    },
  );

  app.post(
    `${PATH}/update_payment_method`,
    stepSchema(
      'Choose how to pay: 400 PAYMENT_METHOD_NOT_ELIGIBLE, 409 with the reason when unavailable',
      UpdatePaymentMethodSchema,
    ),
    async (request) => {
      const { built } = await loadOrder(request, request.params.id);
      const method = request.body.payment_method;
      const { payment } = built.order;
      if (!payment.eligible_methods.includes(method)) {
        throw new HttpError(
          400,
          'PAYMENT_METHOD_NOT_ELIGIBLE',
          'Этот способ оплаты недоступен покупателю',
        );
      }
      const reason = payment.unavailable_methods.find((u) => u.method === method);
      if (reason) {
        throw new HttpError(409, 'PAYMENT_METHOD_UNAVAILABLE', reason.message, {
          reason: reason.code,
        });
      }
      return saveStep(request, built, { payment_method: method });
    },
  );

  app.post(
    `${PATH}/shipments/:shipmentId/update_delivery_variant`,
    {
      schema: {
        ...stepSchema('Choose the delivery variant of one shipment', UpdateDeliveryVariantSchema)
          .schema,
        params: ShipmentParamsSchema,
      },
    },
    async (request) => {
      const { built } = await loadOrder(request, request.params.id);
      const shipment = built.order.shipments.find((s) => s.id === request.params.shipmentId);
      if (!shipment) throw new HttpError(404, 'SHIPMENT_NOT_FOUND', 'Отправление не найдено');
      const variantId = request.body.delivery_variant_id;
      if (!shipment.delivery.available_variants.some((v) => v.id === variantId)) {
        throw new HttpError(
          409,
          'DELIVERY_VARIANT_UNAVAILABLE',
          'Этот вариант доставки недоступен для отправления',
        );
      }
      return saveStep(request, built, {
        delivery_variants: { ...built.state.delivery_variants, [shipment.id]: variantId },
      });
    },
  );
};
