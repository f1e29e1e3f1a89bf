import type { RemoteName } from 'shared-domain';
import type { MessageId } from '../messages/message-ids.ts';

/** Each remote's area as the customer reads it: a new remote without its name fails tsc. */
export const areaName: Record<RemoteName, MessageId> = {
  mfe_catalogue: 'shell.area.mfe_catalogue',
  mfe_cart: 'shell.area.mfe_cart',
  mfe_buyout: 'shell.area.mfe_buyout',
  mfe_service: 'shell.area.mfe_service',
  mfe_account: 'shell.area.mfe_account',
  mfe_admin: 'shell.area.mfe_admin',
  mfe_warehouse: 'shell.area.mfe_warehouse',
};
