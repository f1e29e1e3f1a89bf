// Placeholder until the page is built (issue 6).
export function ForgotPasswordPage() {
  return <h1>ForgotPasswordPage</h1>;
}
