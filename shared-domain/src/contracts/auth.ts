import { z } from 'zod';

export const roles = ['customer', 'business', 'staff', 'warehouse'] as const;
export type Role = (typeof roles)[number];

export const loginRequestSchema = z.object({
  email: z.string().trim().min(1).email(),
  password: z.string().min(1),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const currentUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(roles),
  companyName: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** POST /api/new/accounts/login answers the signed-in user. */
export const loginResponseSchema = z.object({ user: currentUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** GET /api/new/accounts/me answers { user: CurrentUser | null } (never 401). */
export const whoAmISchema = z.object({ user: currentUserSchema.nullable() });
export type WhoAmI = z.infer<typeof whoAmISchema>;

/** Staff areas: admin screens need 'staff'; warehouse screens accept 'warehouse' and 'staff'. */
export function canUseAdmin(user: CurrentUser | null): boolean {
  return user?.role === 'staff';
}
export function canUseWarehouse(user: CurrentUser | null): boolean {
  return user?.role === 'warehouse' || user?.role === 'staff';
}
