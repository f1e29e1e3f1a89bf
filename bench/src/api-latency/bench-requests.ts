// What the api-latency bench asks for, found the way the pages find it.

/** The colour id of a seeded device, found the way the buyout page finds it: from its URL names. */
export async function benchColourId(apiUrl: string): Promise<number> {
  const query = 'type=telefony&manufacturer=apple&model=apple-iphone-16&colour=black';
  const response = await fetch(`${apiUrl}/api/new/buyout/selector-data/?${query}`);
  const data = (await response.json()) as { selected_choices: { product_color: { id: number } | null } };
  if (!data.selected_choices.product_color) throw new Error('the seed has no iPhone 16 in black');
  return data.selected_choices.product_color.id;
}

/**
 * A visitor's session holding two products, as the cart page is asked for it: the cookie of a
 * session made by putting the first two phones in stock into a cart.
 */
export async function benchCartCookie(apiUrl: string): Promise<string> {
  const list = await fetch(`${apiUrl}/api/new/catalogue/products?type=telefony&pageSize=12`);
  const { items } = (await list.json()) as { items: { id: number }[] };
  let cookie = '';
  let added = 0;
  for (const product of items) {
    const response = await fetch(`${apiUrl}/api/new/cart/items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ productId: product.id, quantity: 1 }),
    });
    if (response.status !== 201) continue;
    cookie ||= (response.headers.get('set-cookie') ?? '').split(';')[0];
    added += 1;
    if (added === 2) return cookie;
  }
  throw new Error('could not put two phones into a cart');
}
