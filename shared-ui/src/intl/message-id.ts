import type { MessageDescriptor } from 'react-intl';
import type { CustomerErrorCode } from 'shared-domain';
import type { dataGridMessages } from '../data-grid/data-grid-messages.ts';
import type { deviceSelectorMessages } from '../device-selector/device-selector-messages.ts';
import type { csCZ } from '../messages/cs-CZ.ts';

/**
 * A message id of the program being type-checked. shared-ui's sources are compiled inside every
 * front package: where the package registers its ids (`FormatjsIntl.Message { ids }`), a misspelled
 * id fails tsc, shared-ui's included; in a package that does not, any string is an id.
 */
export type MessageId = NonNullable<MessageDescriptor['id']>;

/**
 * Every id shared-ui's sources name, for a package to add to the ids it registers: shared-ui's
 * catalogue, the grid's and the device selector's parts, and the api's error codes.
 */
export type SharedUiMessageId =
  | keyof typeof csCZ
  | keyof (typeof dataGridMessages)['cs-CZ']
  | keyof (typeof deviceSelectorMessages)['cs-CZ']
  | `ui.apiError.${CustomerErrorCode}`;

/**
 * The ids under a prefix, without it, for a package's scoped translator: with
 * `t = (id: IdUnder<'service.status.', MessageId>) => …`, `t('title')` names `service.status.title`
 * and a misspelled suffix fails tsc.
 */
export type IdUnder<Prefix extends string, Id extends string> = Id extends `${Prefix}${infer Rest}`
  ? Rest
  : never;

/**
 * An id the compiler cannot check: one known only at run time (`error.<code>` from the api's
 * answer, looked up in the loaded catalogue before it is shown), or one built from a prefix the
 * remote passes in (its own ids, which shared-ui's program cannot see). The messages tests cover
 * these: each catalogue is complete in both languages and has no id its sources do not use.
 */
export function uncheckedMessageId(id: string): MessageId {
  return id as MessageId;
}
