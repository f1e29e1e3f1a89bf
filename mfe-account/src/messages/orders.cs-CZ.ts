import type { Messages } from 'shared-ui';

// Texts of the account summary and the orders overview.
const ordersCsCZ = {} satisfies Messages;

export default ordersCsCZ;
