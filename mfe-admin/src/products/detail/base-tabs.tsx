import { useIntl } from 'react-intl';
import { masterProductBasePatchSchema, variantsPatchSchema } from 'shared-domain/contracts/staff.ts';
import { useShop } from 'shared-ui';
import { BaseFields, baseBodyOf, baseDraftOf } from './base-fields.tsx';
import { TabForm } from './tab-form.tsx';
import type { TabProps } from './tab-props.ts';
import { useTabForm } from './use-tab-form.ts';
import { VariantFields, variantDraftOf, variantsBodyOf } from './variant-fields.tsx';

/** Základ: name, brand, device type, release year, SEO name. */
export function BaseTab({ product, options }: TabProps) {
  const intl = useIntl();
  const form = useTabForm({
    id: product.id,
    version: product.version,
    path: '',
    initial: baseDraftOf(product),
    schema: masterProductBasePatchSchema,
    toBody: (draft, version) => ({ ...baseBodyOf(draft), version }),
  });
  return (
    <TabForm
      label={intl.formatMessage({ id: 'admin.productDetail.tab.base' })}
      onSubmit={form.submit}
      isSaving={form.isSaving}
      formError={form.formError}
    >
      <BaseFields draft={form.draft} onChange={form.setDraft} errors={form.errors} options={options} />
    </TabForm>
  );
}

/** Varianty: colours and the variants with code, EAN, price and activity in this shop. */
export function VariantsTab({ product }: TabProps) {
  const intl = useIntl();
  const { currencyLabel } = useShop();
  const form = useTabForm({
    id: product.id,
    version: product.version,
    path: '/variants',
    initial: {
      colours: product.colours.map(({ code, hex, name }) => ({ code, hex, name })),
      variants: product.variants.map(variantDraftOf),
    },
    schema: variantsPatchSchema,
    toBody: (draft, version) => ({ ...variantsBodyOf(draft), version }),
  });
  return (
    <TabForm
      label={intl.formatMessage({ id: 'admin.productDetail.tab.variants' })}
      onSubmit={form.submit}
      isSaving={form.isSaving}
      formError={form.formError}
    >
      <VariantFields
        draft={form.draft}
        onChange={form.setDraft}
        errors={form.errors}
        currencyLabel={currencyLabel}
      />
    </TabForm>
  );
}
