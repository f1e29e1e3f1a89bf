import type { Request } from 'express';
import type { ShopCode } from 'shared-domain';
import { ownerOf } from '../cart/add-cart-item.ts';
import type { CartOwner } from '../cart/cart-owner.ts';
import { currentSession } from '../platform/session.ts';

/** The caller's cart owner (the user when signed in, else the session); null without a session. */
export function cartOwnerOf(req: Request, shop: ShopCode): CartOwner | null {
  const session = currentSession(req);
  return session ? ownerOf(shop, session) : null;
}
