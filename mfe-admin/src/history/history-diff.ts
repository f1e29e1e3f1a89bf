// A readable before → after of an audit entry: only the fields that changed, each value shown as
// text. A creation has no "before", a deletion no "after".

export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value as staff read it: text as it is, lists and objects as compact JSON, nothing as null. */
export function displayValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export function changedFields(before: unknown, after: unknown): FieldChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    const [from, to] = [displayValue(before), displayValue(after)];
    return from === to ? [] : [{ field: '', before: from, after: to }];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields
    .map((field) => ({ field, before: displayValue(from[field]), after: displayValue(to[field]) }))
    .filter((change) => change.before !== change.after);
}
