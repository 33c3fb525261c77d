import type { FastifyBaseLogger } from 'fastify';
import type { AuthConfig } from '../config.ts';
import type { Clock } from '../clock.ts';
import type { Sql } from '../../db/types.ts';
import { outboxSender } from './outbox.ts';
import { smsGatewaySender } from './sms-gateway.ts';
import { smtpSender } from './smtp.ts';
import type { Senders } from './types.ts';

/** SMTP and the SMS gateway when configured, else the development outbox where it is allowed. */
export function createSenders(
  config: AuthConfig,
  db: Sql,
  clock: Clock,
  log: FastifyBaseLogger,
): Senders {
  const { delivery } = config;
  const outbox = delivery.devOutbox
    ? outboxSender(db, clock, config.production ? null : log)
    : null;
  return {
    EMAIL: delivery.smtpUrl ? smtpSender(delivery.smtpUrl, delivery.smtpFrom) : outbox,
    SMS: delivery.smsGatewayUrl
      ? smsGatewaySender(delivery.smsGatewayUrl, delivery.smsGatewayToken)
      : outbox,
  };
}
