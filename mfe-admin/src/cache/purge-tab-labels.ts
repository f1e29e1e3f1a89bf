import type { MessageId } from '../messages/message-ids.ts';
import type { PurgeTab } from './purge-form.ts';

/** Each tab of the purge dialog, named: a new tab without its words fails tsc. */
export const purgeTabName: Record<PurgeTab, MessageId> = {
  default: 'admin.cache.tab.default',
  url: 'admin.cache.tab.url',
  key: 'admin.cache.tab.key',
  all: 'admin.cache.tab.all',
};

/** The button that sends each tab's purge. */
export const purgeTabSubmit: Record<PurgeTab, MessageId> = {
  default: 'admin.cache.submit.default',
  url: 'admin.cache.submit.url',
  key: 'admin.cache.submit.key',
  all: 'admin.cache.submit.all',
};
