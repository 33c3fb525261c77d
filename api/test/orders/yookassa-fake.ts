import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { listenOnLoopback } from '../support/listen.ts';

export interface FakePayment {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  paid: boolean;
  amount: { value: string; currency: string };
  description?: string;
  metadata?: Record<string, string>;
  confirmation: { type: 'redirect'; confirmation_url: string; return_url: string };
  cancellation_details?: { party: string; reason: string };
  created_at: string;
}

export interface CreateRequest {
  idempotenceKey: string;
  body: Record<string, unknown>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A local stand-in for ЮKassa's documented API v3: POST /v3/payments (Basic auth with the shop
 * id and secret key, Idempotence-Key required; the same key answers the same payment) and
 * GET /v3/payments/{id}. The test moves a payment's status as the buyer would on ЮKassa's page.
 */
export async function startYookassaFake(shopId: string, secretKey: string) {
  const payments = new Map<string, FakePayment>();
  const byKey = new Map<string, string>();
  const creates: CreateRequest[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${shopId}:${secretKey}`).toString('base64')}`;
  let down = false;

  const server: Server = createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    void (async () => {
      if (down) return send(503, { type: 'error', code: 'internal_server_error' });
      if (request.headers.authorization !== expectedAuth) {
        return send(401, { type: 'error', code: 'invalid_credentials' });
      }
      const url = new URL(request.url ?? '/', 'http://fake');
      if (request.method === 'POST' && url.pathname === '/v3/payments') {
        const key = request.headers['idempotence-key'];
        if (typeof key !== 'string' || key === '') {
          return send(400, {
            type: 'error',
            code: 'invalid_request',
            parameter: 'Idempotence-Key',
          });
        }
        const body = JSON.parse(await readBody(request)) as Record<string, unknown>;
        creates.push({ idempotenceKey: key, body });
        const known = byKey.get(key);
        if (known) return send(200, payments.get(known));
        const confirmation = body.confirmation as { return_url: string };
        const payment: FakePayment = {
          id: randomUUID(),
          status: 'pending',
          paid: false,
          amount: body.amount as FakePayment['amount'],
          description: body.description as string,
          metadata: body.metadata as Record<string, string>,
          confirmation: {
            type: 'redirect',
            return_url: confirmation.return_url,
            confirmation_url: `https://yoomoney.example/checkout?orderId=${key}`,
          },
          created_at: new Date().toISOString(),
        };
        payments.set(payment.id, payment);
        byKey.set(key, payment.id);
        return send(200, payment);
      }
      const match = /^\/v3\/payments\/([\w-]+)$/.exec(url.pathname);
      if (request.method === 'GET' && match) {
        const payment = payments.get(match[1] ?? '');
        return payment ? send(200, payment) : send(404, { type: 'error', code: 'not_found' });
      }
      return send(404, { type: 'error', code: 'not_found' });
    })();
  });
  const port = await listenOnLoopback(server);

  return {
    apiUrl: `http://127.0.0.1:${port}/v3`,
    creates,
    payments,
    setDown(value: boolean) {
      down = value;
    },
    /** What the buyer did on ЮKassa's page. */
    settle(id: string, status: FakePayment['status'], reason?: string) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`no fake payment ${id}`);
      payment.status = status;
      payment.paid = status === 'succeeded';
      if (reason) payment.cancellation_details = { party: 'payment_network', reason };
    },
    /** The notification ЮKassa posts, with the payment object as it is now. */
    notification(id: string, event: string) {
      return { type: 'notification', event, object: payments.get(id) ?? { id } };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
