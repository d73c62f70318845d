import { z } from 'zod';
import { LOGIN_USERNAME } from '../rules/constants';

export const pinSchema = z
  .string({ error: 'pin must be a string of 4 digits' })
  .regex(/^\d{4}$/, 'pin must be exactly 4 digits');

export const loginRequestSchema = z.strictObject({
  username: z.literal(LOGIN_USERNAME, { error: `username must be "${LOGIN_USERNAME}"` }),
  pin: pinSchema,
  rememberDevice: z.boolean({ error: 'rememberDevice must be true or false' }).default(false),
});

export const failedAttemptsSinceSchema = z.enum(['your-last-visit', 'last-unlock', 'first-unlock']);
export type FailedAttemptsSince = z.infer<typeof failedAttemptsSinceSchema>;

export const loginResponseSchema = z.object({
  authToken: z.string(),
  expiresAt: z.string(),
  rememberDevice: z.boolean(),
  /** Failed unlock attempts (from anywhere) since the previous successful unlock. */
  failedAttemptsSinceLastUnlock: z.number().int().min(0),
  /**
   * Since when that counts, for the device unlocking: its own last visit (it has unlocked before); the last unlock of
   * another device (it is new); or ever (this is the first unlock of all).
   */
  failedAttemptsSince: failedAttemptsSinceSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const verifyResponseSchema = z.object({
  authenticated: z.literal(true),
  rememberDevice: z.boolean(),
  expiresAt: z.string(),
});
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;

export const changePinRequestSchema = z.strictObject({
  currentPin: z
    .string({ error: 'currentPin must be a string of 4 digits' })
    .regex(/^\d{4}$/, 'currentPin must be exactly 4 digits'),
  pin: pinSchema,
});
export type ChangePinRequest = z.infer<typeof changePinRequestSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const throttledResponseSchema = z.object({
  message: z.string(),
  retryAfterSeconds: z.number().int().min(1),
});
