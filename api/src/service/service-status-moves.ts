import type { ServiceStatus } from 'shared-domain/contracts';

/** Statuses the customer still follows (the account lists these). */
export const openServiceStatuses: readonly ServiceStatus[] = [
  'booked',
  'received',
  'diagnosed',
  'quote_approved',
  'in_repair',
  'ready',
];
