import type { AttributeValueType } from 'shared-domain';
import type { MessageId } from '../../messages/message-ids.ts';

/** Each type of attribute value, named: a new type without its words fails tsc. */
export const attributeTypeName: Record<AttributeValueType, MessageId> = {
  text: 'admin.masters.attributes.type.text',
  number: 'admin.masters.attributes.type.number',
  boolean: 'admin.masters.attributes.type.boolean',
  choice: 'admin.masters.attributes.type.choice',
};
