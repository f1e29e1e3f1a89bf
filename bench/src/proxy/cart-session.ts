/**
 * The cookie of a visitor's session holding two phones (the first two in stock), made the way the
 * shop makes it: the first product put into the cart opens the session.
 */
export async function sessionWithTwoPhones(apiUrl: string): Promise<string> {
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
    cookie ||= (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    added += 1;
    if (added === 2) return cookie;
  }
  throw new Error('could not put two phones into a cart');
}
