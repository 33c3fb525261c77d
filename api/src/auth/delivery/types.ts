import type { Transport } from '../identity.ts';

export interface OutgoingMessage {
  transport: Transport;
  /** Canonical e-mail or phone. */
  to: string;
  subject: string;
  text: string;
}

/** Sends one message or throws; the caller decides what the visitor is told. */
export interface Sender {
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}

/** The sender of each transport; null where nothing is configured. */
export type Senders = Record<Transport, Sender | null>;
