import { z } from 'zod';
// The module itself, not the validation index: only what the login needs.
import { emailSchema } from '../validation/email.ts';
import { storableString } from '../validation/storable-string.ts';
import { roles } from '../vocabulary.ts';

// The e-mail rule of every form: an empty e-mail is only "required", not also "invalid", and the
// address is trimmed and lower-cased the way accounts are stored.
export const loginRequestSchema = z.object({
  email: emailSchema,
  password: storableString().min(1),
  /** Keeps the session across browser restarts and idle days (up to its absolute expiry). */
  rememberMe: z.boolean().default(false),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const currentUserSchema = z.object({
  id: z.number().int(),
  email: storableString(),
  firstName: storableString(),
  lastName: storableString(),
  role: z.enum(roles),
  companyName: storableString().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** POST /api/new/accounts/login answers the signed-in user. */
export const loginResponseSchema = z.object({ user: currentUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** GET /api/new/accounts/me answers { user: CurrentUser | null } (never 401). */
export const whoAmISchema = z.object({ user: currentUserSchema.nullable() });
export type WhoAmI = z.infer<typeof whoAmISchema>;
