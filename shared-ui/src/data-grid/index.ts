// `shared-ui/data-grid`: the back office's server-side grid, its own shared singleton so the
// storefront's boot bundle never carries it (nor TanStack Table) — only the staff remotes load it.
// Inside it, shared-ui proper is imported as 'shared-ui', the one runtime instance.
export { DataGrid, type DataGridProps, type GridColumn } from './data-grid.tsx';
export { dataGridMessages } from './data-grid-messages.ts';
export { type GridSelection, nothingSelected, selectedCount } from './grid-selection.ts';
export { DEFAULT_PAGE_SIZE, type GridState, type GridUrlOptions, gridQueryOf } from './grid-state.ts';
export { ScrollingTable } from './scrolling-table.tsx';
export { staffTable } from './staff-table.ts';
export { useGridUrlState } from './use-grid-url-state.ts';
