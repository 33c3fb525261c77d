import type { FastifyBaseLogger } from 'fastify';
import type { Sql } from '../../db/types.ts';
import type { Clock } from '../clock.ts';
import { addToOutbox } from '../../repositories/auth/outbox.ts';
import type { OutgoingMessage, Sender } from './types.ts';

/**
 * Development stand-in for a real transport: the message lands in the dev_outbox table (read at
 * GET /_dev/outbox) and, when asked, in the log. Never chosen in production unless DEV_OUTBOX is
 * set explicitly, and even then nothing is logged.
 */
export function outboxSender(db: Sql, clock: Clock, log: FastifyBaseLogger | null): Sender {
  return {
    name: 'dev-outbox',
    async send(message: OutgoingMessage) {
      await addToOutbox(db, {
        transport: message.transport,
        userIdentity: message.to,
        text: message.text,
        sentAt: clock(),
      });
      log?.info(`[dev outbox] ${message.transport} to ${message.to}: ${message.text}`);
    },
  };
}
