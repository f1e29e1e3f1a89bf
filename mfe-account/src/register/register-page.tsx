// Placeholder until the page is built (issue 6).
export function RegisterPage() {
  return <h1>RegisterPage</h1>;
}
