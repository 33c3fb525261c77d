import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthApp } from './app.ts';
import { databaseKinds } from '../support/db.ts';
import { listenOnLoopback } from '../support/listen.ts';
import type { TestApp } from '../support/app.ts';
import { requestCode, verifyCode } from './helpers.ts';

interface Mail {
  from: string;
  to: string[];
  data: string;
}

/** Just enough of an SMTP server to receive one plain-text message per session. */
function fakeSmtp(inbox: Mail[]): Server {
  return createServer((socket: Socket) => {
    let mail: Mail = { from: '', to: [], data: '' };
    let inData = false;
    let buffer = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test ESMTP');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            inbox.push(mail);
            mail = { from: '', to: [], data: '' };
            reply('250 queued');
          } else mail.data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') mail.from = line;
        if (verb === 'RCPT') mail.to.push(line);
        if (verb === 'DATA') {
          inData = true;
          reply('354 go on');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else {
          reply('250 ok');
        }
      }
    });
  });
}

/** The text part of a received message, with its transfer encoding undone. */
function bodyText(data: string): string {
  const split = data.indexOf('\n\n');
  const headers = data.slice(0, split);
  const body = data.slice(split + 2);
  if (/content-transfer-encoding:\s*base64/i.test(headers)) {
    return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  }
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    const bytes = body
      .replace(/=\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

describe.each(databaseKinds())('e-mail through SMTP on %s', (kind) => {
  const inbox: Mail[] = [];
  const smtp = fakeSmtp(inbox);
  let ctx: TestApp;
  beforeAll(async () => {
    const port = await listenOnLoopback(smtp);
    ctx = await startAuthApp(kind, {
      env: {
        NODE_ENV: 'production',
        OTP_SECRET: 'smtp-test-secret',
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        SMTP_FROM: 'store@example.ru',
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    smtp.close();
  });

  it('mails the code, and production keeps no outbox', async () => {
    const response = await requestCode(ctx.app, 'buyer@example.ru');
    expect(response.statusCode).toBe(200);
    expect(inbox).toHaveLength(1);
    const [mail] = inbox;
    expect(mail?.from).toContain('store@example.ru');
    expect(mail?.to.join()).toContain('buyer@example.ru');
    const code = /Код для входа: (\d{4})/.exec(bodyText(mail?.data ?? ''))?.[1];
    expect(code).toMatch(/^\d{4}$/);
    expect((await verifyCode(ctx.app, 'buyer@example.ru', code ?? '')).statusCode).toBe(200);

    const outbox = await ctx.app.inject({ method: 'GET', url: '/_dev/outbox?user_identity=x' });
    expect(outbox.statusCode).toBe(404);
  });
});
