// Placeholder until the page is built (issue 7).
export function StatusPage() {
  return <h1>StatusPage</h1>;
}
