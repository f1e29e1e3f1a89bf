import { type ContentFormKind, contentFormKinds } from 'shared-domain/contracts/content-components.ts';
import type { IdUnder, MessageId } from '../../messages/message-ids.ts';

// The fields of each simple component type's params, as the editor shows them: built from the
// types of shared-domain's content-components.ts (which the api validates with). Complex types
// have their own editors: faq (a list of groups of questions), time_limited_offers and
// lease_tabs (a checked JSON text).

/** A param's name, which is also its label's id under `admin.content.param.`: a new one without words fails tsc. */
export type ParamName = IdUnder<'admin.content.param.'>;

/** A choice of a select param: the value sent and its words. */
export interface ParamOption {
  value: string;
  label: MessageId;
}

export type ParamField =
  | { name: ParamName; kind: 'text' | 'textarea' | 'lines'; required?: boolean; when?: Condition }
  | { name: ParamName; kind: 'number'; required?: boolean; when?: Condition }
  | { name: ParamName; kind: 'checkbox'; when?: Condition }
  | { name: ParamName; kind: 'select'; options: readonly ParamOption[]; when?: Condition };

type Condition = (params: Record<string, unknown>) => boolean;

const heading: ParamField = { name: 'heading', kind: 'text' };
const byCategory: Condition = (params) => params.source === 'category';
const picked: Condition = (params) => params.source === 'picked';

const productSources: ParamOption[] = [
  { value: 'category', label: 'admin.content.option.source.category' },
  { value: 'picked', label: 'admin.content.option.source.picked' },
];

const storeServices: ParamOption[] = [
  { value: 'any', label: 'admin.content.option.service.any' },
  { value: 'sale', label: 'admin.content.option.service.sale' },
  { value: 'buyout', label: 'admin.content.option.service.buyout' },
  { value: 'service', label: 'admin.content.option.service.service' },
];

/** Each form a page can embed, named: a new kind of form without its words fails tsc. */
const formKindName: Record<ContentFormKind, MessageId> = {
  contact: 'admin.content.option.form.contact',
  feedback: 'admin.content.option.form.feedback',
  offer_request: 'admin.content.option.form.offer_request',
  job_application: 'admin.content.option.form.job_application',
  newsletter: 'admin.content.option.form.newsletter',
};

export const paramFields: Record<string, ParamField[]> = {
  text: [heading, { name: 'body', kind: 'textarea', required: true }],
  image: [
    { name: 'src', kind: 'text', required: true },
    { name: 'alt', kind: 'text', required: true },
    { name: 'caption', kind: 'text' },
    { name: 'link', kind: 'text' },
  ],
  product_list: [
    { name: 'source', kind: 'select', options: productSources },
    heading,
    { name: 'categorySeoName', kind: 'text', required: true, when: byCategory },
    { name: 'limit', kind: 'number', required: true, when: byCategory },
    { name: 'productSeoNames', kind: 'lines', required: true, when: picked },
  ],
  banner: [
    { name: 'title', kind: 'text', required: true },
    { name: 'text', kind: 'textarea' },
    { name: 'imageSrc', kind: 'text' },
    { name: 'linkLabel', kind: 'text' },
    { name: 'link', kind: 'text' },
  ],
  store_list: [heading, { name: 'service', kind: 'select', options: storeServices }],
  price_box: [
    heading,
    { name: 'productSeoName', kind: 'text', required: true },
    { name: 'claim', kind: 'text' },
  ],
  comparison_table: [
    heading,
    { name: 'productSeoNames', kind: 'lines', required: true },
    { name: 'onlyDifferences', kind: 'checkbox' },
  ],
  form: [
    heading,
    {
      name: 'form',
      kind: 'select',
      options: contentFormKinds.map((value) => ({ value, label: formKindName[value] })),
    },
  ],
};

/** What is sent: fields of the other product-list source dropped, empty optional texts left out. */
export function paramsToSend(type: string, params: Record<string, unknown>): Record<string, unknown> {
  const fields = paramFields[type];
  if (!fields) return params;
  const sent: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.when && !field.when(params)) continue;
    const value = params[field.name];
    if (value === '' || value === undefined) continue;
    sent[field.name] =
      field.kind === 'lines' && Array.isArray(value)
        ? value.map((line) => String(line).trim()).filter(Boolean)
        : value;
  }
  return sent;
}
