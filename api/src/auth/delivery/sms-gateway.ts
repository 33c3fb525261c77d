import type { OutgoingMessage, Sender } from './types.ts';

const TIMEOUT_MS = 10_000;

/**
 * SMS through any HTTP gateway that takes `POST {phone, text}` as JSON; an adapter in front of a
 * provider's own API keeps the store independent of the provider.
 */
export function smsGatewaySender(url: string, token: string | null): Sender {
  return {
    name: 'sms-gateway',
    async send(message: OutgoingMessage) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ phone: message.to, text: message.text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
