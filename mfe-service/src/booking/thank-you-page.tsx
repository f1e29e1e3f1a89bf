// Placeholder until the page is built (issue 7).
export function ThankYouPage() {
  return <h1>ThankYouPage</h1>;
}
