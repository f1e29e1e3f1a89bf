// Form fields hold text; the contract wants numbers. A field left empty is null, anything that
// is not a whole number stays a string so the contract's check names the field.

export function wholeOrNull(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

export function textOf(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}
