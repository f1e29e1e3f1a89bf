import type { ServiceStatus } from 'shared-domain';
import { serviceStatuses } from 'shared-domain/contracts';
import type { GridState } from 'shared-ui/data-grid';
import { REPAIRS_MAX_PAGE_SIZE, type RepairListArgs } from './repairs-api.ts';

// The grid's status filter lives in the URL (?status=received, the dashboard's "to diagnose" link);
// without it, or with a status the api does not know, the grid lists every repair.

export const REPAIR_FILTER_KEYS = ['status'] as const;
export const REPAIRS_PAGE_SIZE = 20;

/** Every status a repair can have: its steps, then cancelled. */
export const repairStatuses: readonly ServiceStatus[] = [...serviceStatuses, 'cancelled'];

export function repairStatusOf(filters: Record<string, string>): ServiceStatus | undefined {
  const value = filters.status ?? '';
  return (repairStatuses as readonly string[]).includes(value) ? (value as ServiceStatus) : undefined;
}

/** The api's query of a grid state; a page size the api refuses (over 100) is brought down to its limit. */
export function repairListArgs(state: GridState): RepairListArgs {
  const status = repairStatusOf(state.filters);
  return {
    page: state.page,
    pageSize: Math.min(state.pageSize, REPAIRS_MAX_PAGE_SIZE),
    ...(status ? { status } : {}),
  };
}
