// The life of a buyout after it is sold online: the customer sends the device, we receive and
// inspect it, then either confirm the offer or re-quote it; a confirmed offer is paid, a device
// whose new offer is refused (or that cannot be bought) is returned.
export const buyoutStatuses = [
  'created',
  'device_received',
  'inspected',
  'offer_confirmed',
  'requoted',
  'paid',
  'returned',
] as const;
export type BuyoutStatus = (typeof buyoutStatuses)[number];

export const buyoutTransitions: Record<BuyoutStatus, readonly BuyoutStatus[]> = {
  created: ['device_received', 'returned'],
  device_received: ['inspected', 'returned'],
  inspected: ['offer_confirmed', 'requoted', 'returned'],
  requoted: ['offer_confirmed', 'returned'],
  offer_confirmed: ['paid'],
  paid: [],
  returned: [],
};

/**
 * The statuses in which the shop has accepted the device: received, inspected and its offer
 * confirmed (then paid). Only such a buyout lowers the price of a purchase as a bonus: a device
 * still on its way, being inspected or re-quoted may yet be returned.
 */
export const acceptedBuyoutStatuses = ['offer_confirmed', 'paid'] as const satisfies readonly BuyoutStatus[];

export function isBuyoutAccepted(status: BuyoutStatus): boolean {
  return (acceptedBuyoutStatuses as readonly BuyoutStatus[]).includes(status);
}

export function canMoveBuyout(from: BuyoutStatus, to: BuyoutStatus): boolean {
  return buyoutTransitions[from].includes(to);
}

/** The steps a customer sees on the timeline, in order; the last one depends on how it ended. */
export function timelineSteps(reached: readonly BuyoutStatus[]): BuyoutStatus[] {
  const steps: BuyoutStatus[] = ['created', 'device_received', 'inspected'];
  if (reached.includes('requoted')) steps.push('requoted');
  if (reached.includes('returned')) return [...steps.filter((step) => reached.includes(step)), 'returned'];
  return [...steps, 'offer_confirmed', 'paid'];
}
