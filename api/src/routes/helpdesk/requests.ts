import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/plugin.ts';
import { HttpError } from '../../plugins/errors.ts';
import { findProductBrief } from '../../repositories/helpdesk/products.ts';
import { insertRequest, type NewHelpdeskRequest } from '../../repositories/helpdesk/requests.ts';
import { findProfile } from '../../repositories/users/users.ts';
import { ApiErrorSchema } from '../../schemas/common.ts';
import {
  CallbackRequestSchema,
  FeedbackRequestSchema,
  HelpdeskReceiptSchema,
  RentRequestSchema,
  RfpRequestSchema,
} from '../../schemas/helpdesk.ts';
import { admit } from './admission.ts';
import { checkContact } from './contact.ts';
import { checkRentDates } from './rent-dates.ts';
import { mailSales, type MailLine } from './sales-mail.ts';
import type { HelpdeskOptions } from './options.ts';
import { errorAnswers, storeRoute } from '../store-route.ts';
import {
  PRODUCT_NOT_FOUND_MESSAGE,
  RENT_UNAVAILABLE_MESSAGE,
} from '../../rules/messages/helpdesk.ts';

const route = storeRoute('helpdesk', errorAnswers(400, 403, 404, 409, 429, 503));

const productNotFound = () => new HttpError(404, 'PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND_MESSAGE);

/** Feedback, callback, rent requests and requests for proposal: JSON bodies, one row each. */
export const helpdeskRequestRoutes: FastifyPluginAsyncZod<HelpdeskOptions> = async (
  app,
  { markets, hourlyLimit },
) => {
  const db = app.auth.db;
  const contactsOf = (market: string) => markets.get(market).settings.contacts;
  /** Stores one request and mails it to the market's sales; answers its number. */
  const file = async (
    request: FastifyRequest,
    filed: Pick<NewHelpdeskRequest, 'kind' | 'userId' | 'productId' | 'payload'>,
    subject: string,
    lines: readonly MailLine[],
  ) => {
    const { market, ip } = request;
    const now = app.auth.clock();
    const id = await insertRequest(db, { ...filed, market, clientIp: ip, now });
    await mailSales(app, markets, market, subject, id, lines);
    return { id };
  };

  app.post(
    '/v1/helpdesk/feedback:send',
    route('Send feedback to the market (where its contact settings allow feedback)', {
      body: FeedbackRequestSchema,
      response: { 200: HelpdeskReceiptSchema },
    }),
    async (request) => {
      if (!contactsOf(request.market).feedback_allowed) {
        throw new HttpError(403, 'FEEDBACK_UNAVAILABLE', 'Обратная связь недоступна');
      }
      const { feedback, captcha } = request.body;
      const contact = checkContact(feedback, { phone: false, email: true });
      const userId = await admit(app, request, hourlyLimit, captcha);
      return file(
        request,
        {
          kind: 'FEEDBACK',
          userId,
          productId: null,
          payload: { ...contact, message: feedback.message },
        },
        'Обратная связь',
        [
          ['Имя', contact.name],
          ['E-mail', contact.email],
          ['Телефон', contact.phone],
          ['Сообщение', feedback.message],
        ],
      );
    },
  );

  app.post(
    '/v1/helpdesk/callback:request',
    route('Ask for a call back (where the market contact settings allow callbacks)', {
      body: CallbackRequestSchema,
      response: { 200: HelpdeskReceiptSchema },
    }),
    async (request) => {
      if (!contactsOf(request.market).callback_allowed) {
        throw new HttpError(403, 'CALLBACK_UNAVAILABLE', 'Обратный звонок недоступен');
      }
      const { callback, captcha } = request.body;
      const contact = checkContact(callback, { phone: true, email: false });
      const userId = await admit(app, request, hourlyLimit, captcha);
      return file(
        request,
        {
          kind: 'CALLBACK',
          userId,
          productId: null,
          payload: { name: contact.name, phone: contact.phone, comment: callback.comment ?? '' },
        },
        'Обратный звонок',
        [
          ['Имя', contact.name],
          ['Телефон', contact.phone],
          ['Комментарий', callback.comment],
        ],
      );
    },
  );

  app.post(
    '/v0/helpdesk/actions/register_rent_request',
    route('Ask to rent a product that allows rent, for a period', {
      body: RentRequestSchema,
      response: { 200: HelpdeskReceiptSchema },
    }),
    async (request) => {
      const body = request.body;
      const product = await findProductBrief(db, body.product_id);
      if (!product) throw productNotFound();
      if (!product.rent_allowed) {
        throw new HttpError(409, 'RENT_UNAVAILABLE', RENT_UNAVAILABLE_MESSAGE);
      }
      const contact = checkContact(body, { phone: true, email: false });
      const days = checkRentDates(body.date_from, body.date_to, app.auth.clock());
      const userId = await admit(app, request, hourlyLimit, body.captcha);
      return file(
        request,
        {
          kind: 'RENT',
          userId,
          productId: product.id,
          payload: {
            ...contact,
            date_from: body.date_from,
            date_to: body.date_to,
            comment: body.comment ?? '',
          },
        },
        'Заявка на аренду',
        [
          ['Товар', `${product.title} (арт. ${product.sku}, id ${product.id})`],
          ['Срок', `${body.date_from} — ${body.date_to} (${days} дн.)`],
          ['Имя', contact.name],
          ['Телефон', contact.phone],
          ['E-mail', contact.email],
          ['Комментарий', body.comment],
        ],
      );
    },
  );

  app.post(
    '/v1/users/me/rfps',
    route('Ask for a commercial proposal on a product (signed-in buyers)', {
      body: RfpRequestSchema,
      response: { 200: HelpdeskReceiptSchema, 401: ApiErrorSchema },
    }),
    async (request) => {
      const userId = requireUser(request).user_id;
      const product = await findProductBrief(db, request.body.product_id);
      if (!product) throw productNotFound();
      await admit(app, request, hourlyLimit, undefined);
      const profile = await findProfile(db, userId);
      const name = [profile?.last_name, profile?.first_name, profile?.middle_name]
        .filter(Boolean)
        .join(' ');
      return file(
        request,
        { kind: 'RFP', userId, productId: product.id, payload: { product_id: product.id } },
        'Запрос коммерческого предложения',
        [
          ['Товар', `${product.title} (арт. ${product.sku}, id ${product.id})`],
          ['Покупатель', name],
          ['E-mail', profile?.email],
          ['Телефон', profile?.phone],
        ],
      );
    },
  );
};
