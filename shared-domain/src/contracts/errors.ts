import { z } from 'zod';
import { errorTypes } from '../vocabulary.ts';

// The one error body of the api and the bff (ARCHITECTURE §4):
// { type, code, message, errors?: { <group>: { <field>: [msg] } } }

export const apiErrorBodySchema = z.object({
  type: z.enum(errorTypes),
  code: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.record(z.string(), z.array(z.string()))).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** Field errors grouped by form section; a flat form uses the group "form". */
export type FieldErrors = NonNullable<ApiErrorBody['errors']>;
