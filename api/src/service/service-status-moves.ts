import type { ServiceStatus } from 'shared-domain/contracts';

// Where a repair may go next (issue 7 item 4). The repair itself starts only once its price is
// approved, so 'in_repair' follows 'quote_approved' alone; staff may record an approval the
// customer gave them (diagnosed → quote_approved). Any repair not yet collected can be cancelled.
const nextStatuses: Record<ServiceStatus, readonly ServiceStatus[]> = {
  booked: ['received', 'cancelled'],
  received: ['diagnosed', 'cancelled'],
  diagnosed: ['quote_approved', 'cancelled'],
  quote_approved: ['in_repair', 'cancelled'],
  in_repair: ['ready', 'cancelled'],
  ready: ['collected', 'cancelled'],
  collected: [],
  cancelled: [],
};

export function canMoveService(from: ServiceStatus, to: ServiceStatus): boolean {
  return nextStatuses[from].includes(to);
}

/** Statuses the customer still follows (the account lists these). */
export const openServiceStatuses: readonly ServiceStatus[] = [
  'booked',
  'received',
  'diagnosed',
  'quote_approved',
  'in_repair',
  'ready',
];
