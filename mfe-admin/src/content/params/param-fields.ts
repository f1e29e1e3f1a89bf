import { contentFormKinds } from 'shared-domain/contracts/content-components.ts';

// The fields of each simple component type's params, as the editor shows them: built from the
// types of shared-domain's content-components.ts (which the api validates with). Complex types
// have their own editors: faq (a list of groups of questions), time_limited_offers and
// lease_tabs (a checked JSON text).

export type ParamField =
  | { name: string; kind: 'text' | 'textarea' | 'lines'; required?: boolean; when?: Condition }
  | { name: string; kind: 'number'; required?: boolean; when?: Condition }
  | { name: string; kind: 'checkbox'; when?: Condition }
  | { name: string; kind: 'select'; options: readonly string[]; when?: Condition };

type Condition = (params: Record<string, unknown>) => boolean;

const heading: ParamField = { name: 'heading', kind: 'text' };
const byCategory: Condition = (params) => params.source === 'category';
const picked: Condition = (params) => params.source === 'picked';

export const paramFields: Record<string, ParamField[]> = {
  text: [heading, { name: 'body', kind: 'textarea', required: true }],
  image: [
    { name: 'src', kind: 'text', required: true },
    { name: 'alt', kind: 'text', required: true },
    { name: 'caption', kind: 'text' },
    { name: 'link', kind: 'text' },
  ],
  product_list: [
    { name: 'source', kind: 'select', options: ['category', 'picked'] },
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
  store_list: [heading, { name: 'service', kind: 'select', options: ['any', 'sale', 'buyout', 'service'] }],
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
  form: [heading, { name: 'form', kind: 'select', options: contentFormKinds }],
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
