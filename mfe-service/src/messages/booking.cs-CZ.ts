import type { Messages } from 'shared-ui';

// Texts of booking, thank-you and the status page.
const bookingCsCZ = {} satisfies Messages;

export default bookingCsCZ;
