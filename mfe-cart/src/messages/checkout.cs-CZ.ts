import type { Messages } from 'shared-ui';

const messages = {} satisfies Messages;

export default messages;
