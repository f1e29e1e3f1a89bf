import { z } from 'zod';

/** GET /api/new/cart/count: pieces in the session's cart (0 without a session). */
export const cartCountSchema = z.object({ count: z.number().int().min(0) });
export type CartCount = z.infer<typeof cartCountSchema>;
