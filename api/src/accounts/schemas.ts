import { currentUserSchema, loginRequestSchema } from 'shared-domain';
import { z } from 'zod';

export { loginRequestSchema };
export const loginResponseSchema = z.object({ user: currentUserSchema });
export const whoAmISchema = z.object({ user: currentUserSchema.nullable() });
