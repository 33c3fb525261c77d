import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/plugin.ts';
import { HttpError } from '../../plugins/errors.ts';
import { findProductBrief } from '../../repositories/helpdesk/products.ts';
import { insertRequest } from '../../repositories/helpdesk/requests.ts';
import { findProfile } from '../../repositories/users/users.ts';
import { ApiErrorSchema } from '../../schemas/common.ts';
import {
  CallbackRequestSchema,
  FeedbackRequestSchema,
  HelpdeskReceiptSchema,
  RentRequestSchema,
  RfpRequestSchema,
} from '../../schemas/helpdesk.ts';
import { MarketHeaders } from '../market-headers.ts';
import { admit } from './admission.ts';
import { checkContact } from './contact.ts';
import { checkRentDates } from './rent-dates.ts';
import { mailSales } from './sales-mail.ts';
import type { HelpdeskOptions } from './options.ts';

const Refusals = {
  400: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  429: ApiErrorSchema,
  503: ApiErrorSchema,
};

const productNotFound = () => new HttpError(404, 'PRODUCT_NOT_FOUND', 'Товар не найден');

/** Feedback, callback, rent requests and requests for proposal: JSON bodies, one row each. */
export const helpdeskRequestRoutes: FastifyPluginAsyncZod<HelpdeskOptions> = async (
  app,
  { markets, hourlyLimit },
) => {
  const db = app.auth.db;
  const contactsOf = (market: string) => markets.get(market).settings.contacts;

  app.post(
    '/v1/helpdesk/feedback:send',
    {
      schema: {
        tags: ['helpdesk'],
        headers: MarketHeaders,
        summary: 'Send feedback to the market (where its contact settings allow feedback)',
        body: FeedbackRequestSchema,
        response: { 200: HelpdeskReceiptSchema, ...Refusals },
      },
    },
    async (request) => {
      if (!contactsOf(request.market).feedback_allowed) {
        throw new HttpError(403, 'FEEDBACK_UNAVAILABLE', 'Обратная связь недоступна');
      }
      const { feedback, captcha } = request.body;
      const contact = checkContact(feedback, { phone: false, email: true });
      const userId = await admit(app, request, hourlyLimit, captcha);
      const id = await insertRequest(db, {
        market: request.market,
        kind: 'FEEDBACK',
        userId,
        productId: null,
        payload: { ...contact, message: feedback.message },
        clientIp: request.ip,
        now: app.auth.clock(),
      });
      await mailSales(app, markets, request.market, 'Обратная связь', id, [
        ['Имя', contact.name],
        ['E-mail', contact.email],
        ['Телефон', contact.phone],
        ['Сообщение', feedback.message],
      ]);
      return { id };
    },
  );

  app.post(
    '/v1/helpdesk/callback:request',
    {
      schema: {
        tags: ['helpdesk'],
        headers: MarketHeaders,
        summary: 'Ask for a call back (where the market contact settings allow callbacks)',
        body: CallbackRequestSchema,
        response: { 200: HelpdeskReceiptSchema, ...Refusals },
      },
    },
    async (request) => {
      if (!contactsOf(request.market).callback_allowed) {
        throw new HttpError(403, 'CALLBACK_UNAVAILABLE', 'Обратный звонок недоступен');
      }
      const { callback, captcha } = request.body;
      const contact = checkContact(callback, { phone: true, email: false });
      const userId = await admit(app, request, hourlyLimit, captcha);
      const id = await insertRequest(db, {
        market: request.market,
        kind: 'CALLBACK',
        userId,
        productId: null,
        payload: { name: contact.name, phone: contact.phone, comment: callback.comment ?? '' },
        clientIp: request.ip,
        now: app.auth.clock(),
      });
      await mailSales(app, markets, request.market, 'Обратный звонок', id, [
        ['Имя', contact.name],
        ['Телефон', contact.phone],
        ['Комментарий', callback.comment],
      ]);
      return { id };
    },
  );

  app.post(
    '/v0/helpdesk/actions/register_rent_request',
    {
      schema: {
        tags: ['helpdesk'],
        headers: MarketHeaders,
        summary: 'Ask to rent a product that allows rent, for a period',
        body: RentRequestSchema,
        response: { 200: HelpdeskReceiptSchema, ...Refusals },
      },
    },
    async (request) => {
      const body = request.body;
      const product = await findProductBrief(db, body.product_id);
      if (!product) throw productNotFound();
      if (!product.rent_allowed) {
        throw new HttpError(409, 'RENT_UNAVAILABLE', 'Этот товар нельзя взять в аренду');
      }
      const contact = checkContact(body, { phone: true, email: false });
      const days = checkRentDates(body.date_from, body.date_to, app.auth.clock());
      const userId = await admit(app, request, hourlyLimit, body.captcha);
      const id = await insertRequest(db, {
        market: request.market,
        kind: 'RENT',
        userId,
        productId: product.id,
        payload: {
          ...contact,
          date_from: body.date_from,
          date_to: body.date_to,
          comment: body.comment ?? '',
        },
        clientIp: request.ip,
        now: app.auth.clock(),
      });
      await mailSales(app, markets, request.market, 'Заявка на аренду', id, [
        ['Товар', `${product.title} (арт. ${product.sku}, id ${product.id})`],
        ['Срок', `${body.date_from} — ${body.date_to} (${days} дн.)`],
        ['Имя', contact.name],
        ['Телефон', contact.phone],
        ['E-mail', contact.email],
        ['Комментарий', body.comment],
      ]);
      return { id };
    },
  );

  app.post(
    '/v1/users/me/rfps',
    {
      schema: {
        tags: ['helpdesk'],
        headers: MarketHeaders,
        summary: 'Ask for a commercial proposal on a product (signed-in buyers)',
        body: RfpRequestSchema,
        response: { 200: HelpdeskReceiptSchema, 401: ApiErrorSchema, ...Refusals },
      },
    },
    async (request) => {
      const userId = requireUser(request).user_id;
      const product = await findProductBrief(db, request.body.product_id);
      if (!product) throw productNotFound();
      await admit(app, request, hourlyLimit, undefined);
      const profile = await findProfile(db, userId);
      const id = await insertRequest(db, {
        market: request.market,
        kind: 'RFP',
        userId,
        productId: product.id,
        payload: { product_id: product.id },
        clientIp: request.ip,
        now: app.auth.clock(),
      });
      const name = [profile?.last_name, profile?.first_name, profile?.middle_name]
        .filter(Boolean)
        .join(' ');
      await mailSales(app, markets, request.market, 'Запрос коммерческого предложения', id, [
        ['Товар', `${product.title} (арт. ${product.sku}, id ${product.id})`],
        ['Покупатель', name],
        ['E-mail', profile?.email],
        ['Телефон', profile?.phone],
      ]);
      return { id };
    },
  );
};
