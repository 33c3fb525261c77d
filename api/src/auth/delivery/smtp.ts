import nodemailer from 'nodemailer';
import type { OutgoingMessage, Sender } from './types.ts';

/** E-mail through an SMTP server given as a URL, e.g. smtps://user:pass@smtp.example.com:465. */
export function smtpSender(url: string, from: string): Sender {
  const transport = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(message: OutgoingMessage) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    },
  };
}
