import type { Messages } from 'shared-ui';

// Texts of personal data, delivery addresses and password change.
const profileCsCZ = {} satisfies Messages;

export default profileCsCZ;
