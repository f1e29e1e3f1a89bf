// What the api-latency bench asks for, found the way the pages find it.

/** The colour id of a seeded device, found the way the buyout page finds it: from its URL names. */
export async function benchColourId(apiUrl: string): Promise<number> {
  const query = 'type=telefony&manufacturer=apple&model=apple-iphone-16&colour=black';
  const response = await fetch(`${apiUrl}/api/new/buyout/selector-data/?${query}`);
  const data = (await response.json()) as { selected_choices: { product_color: { id: number } | null } };
  if (!data.selected_choices.product_color) throw new Error('the seed has no iPhone 16 in black');
  return data.selected_choices.product_color.id;
}
