// Placeholder until the helper building this screen replaces it (issue 3, in progress).
export function ThankYouPage() {
  return null;
}
