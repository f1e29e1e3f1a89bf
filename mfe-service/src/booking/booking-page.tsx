// Placeholder until the page is built (issue 7).
export function BookingPage() {
  return <h1>BookingPage</h1>;
}
