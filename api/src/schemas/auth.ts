import { z } from 'zod';

export const TransportSchema = z.enum(['EMAIL', 'SMS']);
export type Transport = z.infer<typeof TransportSchema>;

const FingerprintSchema = z.string().min(1).max(512).describe('Device fingerprint (cookie)');

export const GenerateOtpRequestSchema = z.object({
  transport: TransportSchema,
  user_identity: z.string().min(1).max(320).describe('E-mail or phone with country code'),
  fingerprint: FingerprintSchema,
  captcha: z
    .string()
    .max(20_000)
    .nullish()
    .describe('Solved ALTCHA payload (base64); required for SMS'),
});
export type GenerateOtpRequest = z.infer<typeof GenerateOtpRequestSchema>;

export const GenerateOtpResponseSchema = z.object({
  retry_timeout: z.number().int().describe('Seconds before another code may be requested'),
});
export type GenerateOtpResponse = z.infer<typeof GenerateOtpResponseSchema>;

export const VerifyOtpRequestSchema = z.object({
  user_identity: z.string().min(1).max(320),
  otp: z.string().max(16).describe('The 4-digit code'),
  fingerprint: FingerprintSchema,
});
export type VerifyOtpRequest = z.infer<typeof VerifyOtpRequestSchema>;

const AccessTokenExpiresSchema = z
  .string()
  .describe('ISO 8601 time when the access token (cookie) expires');

export const VerifyOtpResponseSchema = z.object({
  access_token_expires: AccessTokenExpiresSchema,
  is_registration: z.boolean().describe('True when this code created the user'),
});
export type VerifyOtpResponse = z.infer<typeof VerifyOtpResponseSchema>;

export const RefreshSessionRequestSchema = z.object({ fingerprint: FingerprintSchema });
export type RefreshSessionRequest = z.infer<typeof RefreshSessionRequestSchema>;

export const RefreshSessionResponseSchema = z.object({
  access_token_expires: AccessTokenExpiresSchema,
});
export type RefreshSessionResponse = z.infer<typeof RefreshSessionResponseSchema>;

/** An ALTCHA (PoW v2) challenge, passed to the widget as it is. */
export const CaptchaChallengeSchema = z.object({
  parameters: z.record(z.string(), z.unknown()),
  signature: z.string().optional(),
});
export type CaptchaChallenge = z.infer<typeof CaptchaChallengeSchema>;

export const DevOutboxQuerySchema = z.object({ user_identity: z.string().min(1).max(320) });

export const DevOutboxMessageSchema = z.object({
  transport: TransportSchema,
  user_identity: z.string(),
  text: z.string().describe('The message, with the code in it'),
  sent_at: z.string(),
});
export type DevOutboxMessage = z.infer<typeof DevOutboxMessageSchema>;
