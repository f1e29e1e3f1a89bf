// Leaving the shop for the card gateway's page. Behind an object so a test can watch the call:
// jsdom cannot navigate to another site.
export const browserNavigation = {
  leaveFor(url: string): void {
    window.location.assign(url);
  },
};
