import { z } from 'zod';
import { storableString } from '../validation/storable-string.ts';
import { errorTypes } from '../vocabulary.ts';
import { loginLockSchema } from './accounts.ts';
import { cartTotalsSchema } from './cart.ts';

// The one error body of the api and the bff:
// { type, code, message, errors?: { <group>: { <field>: [msg] } } }

export const apiErrorBodySchema = z.object({
  type: z.enum(errorTypes),
  code: storableString(),
  message: storableString(),
  errors: z.record(storableString(), z.record(storableString(), z.array(storableString()))).optional(),
  /** Only on an order's 409 `total_changed`: the summary at the total the order would cost now. */
  summary: cartTotalsSchema.optional(),
  /** Only on the login's 429 `too_many_attempts`: what is locked and for how long. */
  lock: loginLockSchema.optional(),
  /** On a 429 `rate_limited`: the seconds until the limit lets the caller try again (as Retry-After). */
  retryAfterSeconds: z.number().int().positive().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** Field errors grouped by form section; a flat form uses the group "form". */
export type FieldErrors = NonNullable<ApiErrorBody['errors']>;
