import type { StoreService } from 'shared-domain';
import type { MessageId } from '../messages/message-ids.ts';

/** Each service a store offers, named: a new service without its words fails tsc. */
export const storeServiceName: Record<StoreService, MessageId> = {
  sale: 'admin.stores.service.sale',
  buyout: 'admin.stores.service.buyout',
  service: 'admin.stores.service.service',
};
