// Placeholder until the helper building it replaces it (issue 4, in progress).
export function ProductPage() {
  return null;
}
