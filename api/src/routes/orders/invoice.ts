import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '../store-route.ts';
import { OrderIdParamsSchema } from '../../schemas/orders.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { findOrder } from '../../repositories/orders/orders.ts';
import { invoiceParties } from '../../repositories/orders/invoices.ts';
import { renderInvoicePdf } from '../../invoices/invoice-pdf.ts';
import { orderInvoice } from '../../invoices/order-invoice.ts';
import { transliterate } from '../../text/transliterate.ts';
import { orderScope } from './scope.ts';

/**
 * The счёт на оплату of a company's order as a PDF. Opened in the browser as a plain link, so it
 * needs no market header: the session alone decides which orders are visible.
 */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v0/orders/:id/invoice',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Invoice (счёт на оплату) PDF of a company order: requisites, ИНН/КПП, items, VAT, ' +
          'total in words and the ГОСТ Р 56042-2014 payment QR code',
        params: OrderIdParamsSchema,
        response: {
          200: z.any().describe('application/pdf'),
          ...errorAnswers(401, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { scope } = await orderScope(request);
      const order = await findOrder(app.auth.db, scope, request.params.id);
      if (!order) throw notFound('Заказ');
      const parties = order.payment.abilities.invoice_download
        ? await invoiceParties(app.auth.db, order.id)
        : null;
      if (!parties) {
        throw new HttpError(409, 'INVOICE_NOT_AVAILABLE', 'Счёт выставляется только организациям');
      }
      const pdf = await renderInvoicePdf(orderInvoice(order, parties.seller, parties.buyer));
      const name = `schet-${transliterate(order.number)}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
