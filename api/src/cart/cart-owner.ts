import type { ShopCode } from 'shared-domain';

/** A signed-in customer's cart belongs to the user; a visitor's cart to the session. */
export type CartOwner = { shop: ShopCode; userId: number } | { shop: ShopCode; sessionId: string };
