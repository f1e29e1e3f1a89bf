import type { OrderItem } from 'shared-domain';

export interface OrderedProduct {
  line: OrderItem;
  /** Services and the buyout bonus bought with this product, in the order's order. */
  extras: OrderItem[];
}

/**
 * The order's lines as the customer bought them: each product with what came with it. The api
 * lists a product's services and bonus right after it; discounts (of the whole order) stand alone.
 */
export function orderedProducts(items: readonly OrderItem[]): OrderedProduct[] {
  const groups: OrderedProduct[] = [];
  for (const line of items) {
    const last = groups.at(-1);
    if (line.kind === 'product' || line.kind === 'discount' || !last) groups.push({ line, extras: [] });
    else last.extras.push(line);
  }
  return groups;
}
