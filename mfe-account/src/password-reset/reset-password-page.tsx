// Placeholder until the page is built (issue 6).
export function ResetPasswordPage() {
  return <h1>ResetPasswordPage</h1>;
}
