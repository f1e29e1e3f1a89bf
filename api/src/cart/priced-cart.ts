import type { ShopCode } from 'shared-domain';
import type { Cart } from 'shared-domain/contracts';
import type { Db } from '../platform/db/schema.ts';
import type { CartOwner } from './cart-owner.ts';

// The cart as the server prices it: the wire view of GET /api/new/cart plus what finishing an
// order needs to write its lines. Checkout (summary, finish order) and the cart page use this one
// function, so every total the customer sees is the one that is charged.

export interface PricedService {
  kind: 'insurance' | 'warranty' | 'screen_protection' | 'gluing';
  code: string;
  name: string;
  months: number | null;
  /** Per piece of the parent product, minor units (the current price). */
  unitPrice: number;
  /** The price when chosen differs from the current one (insurance): ordering is refused. */
  priceChanged: boolean;
}

export interface PricedLine {
  cartItemId: number;
  productId: number;
  productSeoName: string;
  /** Full name as sold, e.g. "Apple iPhone 16 128 GB Black". */
  name: string;
  /** The product code (EAN) shown on the order. */
  code: string;
  quantity: number;
  /** Pieces the shop can still sell (sales stores). */
  stock: number;
  unitPrice: number;
  services: PricedService[];
  installment: { code: string; arrangeType: 'on-store' | 'online' } | null;
  buyoutId: number | null;
  /** Taken off this line by the buyout bonus (minor units, ≥ 0). */
  buyoutBonus: number;
  /** This line's share of the cart discounts (minor units, ≥ 0), so order lines carry final prices. */
  discountShare: number;
  /** (unitPrice + services) × quantity − buyoutBonus − discountShare. */
  finalPrice: number;
}

export interface PricedDiscount {
  discountId: number;
  discountCodeId: number | null;
  label: string;
  /** Taken off now (0 when invalid). */
  amount: number;
  valid: boolean;
}

export interface PricedCart {
  /** null when the owner has no cart yet. */
  cartId: number | null;
  shop: ShopCode;
  lines: PricedLine[];
  discounts: PricedDiscount[];
  /** Sum of line totals after buyout bonuses, before discounts. */
  itemsTotal: number;
  /** Sum of valid discounts, never more than itemsTotal. */
  discountTotal: number;
  /** The wire view (GET /api/new/cart), totals without delivery and payment. */
  view: Cart;
}

/**
 * Prices the owner's cart now: current product and service prices, buyout bonuses capped at the
 * shop's percentage, valid discounts applied by their rules. `owner` null (no session) gives an
 * empty cart. Pass a transaction to price inside it (finish order locks the cart first).
 */
export type PriceCart = (db: Db, shop: ShopCode, owner: CartOwner | null, now: Date) => Promise<PricedCart>;
