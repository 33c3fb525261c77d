import type { FastifyInstance } from 'fastify';
import type { MarketRepository } from '../../repositories/market/markets.ts';
import { markMailed } from '../../repositories/helpdesk/requests.ts';

/** A line of the sales e-mail: a label and a value; empty values are left out. */
export type MailLine = readonly [string, string | number | null | undefined];

/**
 * Sends a stored request to the market's sales address (SMTP, or the development outbox) and marks
 * it mailed. A failed send is logged and leaves the request unmarked for a later retry: the buyer
 * already has the number and the request is kept, so the answer does not depend on the mail.
 */
export async function mailSales(
  app: FastifyInstance,
  markets: MarketRepository,
  market: string,
  subject: string,
  requestId: string,
  lines: readonly MailLine[],
): Promise<void> {
  const sender = app.auth.senders.EMAIL;
  const to = markets.get(market).settings.contacts.sales_email;
  const text = [
    `${subject} № ${requestId}`,
    '',
    ...lines
      .filter(([, value]) => value !== null && value !== undefined && value !== '')
      .map(([label, value]) => `${label}: ${value}`),
  ].join('\n');
  if (!sender) {
    app.log.warn({ requestId }, 'no e-mail transport: the help-desk request was not mailed');
    return;
  }
  try {
    await sender.send({ transport: 'EMAIL', to, subject: `${subject} № ${requestId}`, text });
    await markMailed(app.auth.db, requestId, app.auth.clock());
  } catch (error) {
    app.log.error({ err: error, requestId }, 'the help-desk request could not be mailed');
  }
}
