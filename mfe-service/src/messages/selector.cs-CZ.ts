import type { Messages } from 'shared-ui';

// Texts of the start page: selector, smart search, operations list.
const selectorCsCZ = {} satisfies Messages;

export default selectorCsCZ;
