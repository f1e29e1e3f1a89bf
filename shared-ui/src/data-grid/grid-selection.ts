// Which rows a bulk action covers: the ticked ones, or every row matching the grid's filter (the
// api resolves the filter itself, so the action is not limited to the page on screen).
export type GridSelection = { kind: 'ids'; ids: string[] } | { kind: 'allMatching' };

export const nothingSelected: GridSelection = { kind: 'ids', ids: [] };

export function isRowSelected(selection: GridSelection, id: string): boolean {
  return selection.kind === 'allMatching' || selection.ids.includes(id);
}

/** Ticks or unticks rows; unticking one of "all matching" keeps the rest of the page ticked. */
export function withRows(
  selection: GridSelection,
  pageIds: readonly string[],
  ids: readonly string[],
  selected: boolean,
): GridSelection {
  const current = selection.kind === 'allMatching' ? [...pageIds] : selection.ids;
  const next = selected
    ? [...current, ...ids.filter((id) => !current.includes(id))]
    : current.filter((id) => !ids.includes(id));
  return { kind: 'ids', ids: next };
}

/** How many rows a selection covers, given how many match the filter. */
export function selectedCount(selection: GridSelection, total: number): number {
  return selection.kind === 'allMatching' ? total : selection.ids.length;
}
