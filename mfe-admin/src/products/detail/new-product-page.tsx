import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from 'shared-domain';
import { masterProductCreateSchema } from 'shared-domain/contracts/staff.ts';
import { type FormErrors, formErrorsOfIssues } from 'shared-domain/validation';
import { LoadError, PageLayout, SkeletonText, useNavigate, useShop, useToast } from 'shared-ui';
import { adminEntityPath } from '../../admin-paths.ts';
import { useServerFieldErrors } from '../../forms/use-server-field-errors.ts';
import { useUnsavedChanges } from '../../forms/use-unsaved-changes.ts';
import { BaseFields, baseBodyOf, baseDraftOf } from './base-fields.tsx';
import { useCreateMasterProductMutation, useGetMasterProductOptionsQuery } from './product-detail-api.ts';
import { ProductCrumbs } from './product-detail-page.tsx';
import { TabForm } from './tab-form.tsx';
import { emptyVariant, VariantFields, type VariantsDraft, variantsBodyOf } from './variant-fields.tsx';

const emptyVariants: VariantsDraft = { colours: [], variants: [emptyVariant] };

/** /admin/produkty/novy — a new master product with its colours and variants, then its detail. */
export function NewProductPage() {
  const intl = useIntl();
  const { shop, currencyLabel } = useShop();
  const navigate = useNavigate();
  const toast = useToast();
  const options = useGetMasterProductOptionsQuery();
  const [create, { isLoading }] = useCreateMasterProductMutation();
  const [base, setBase] = useState(baseDraftOf());
  const [variants, setVariants] = useState(emptyVariants);
  const [clientErrors, setClientErrors] = useState<FormErrors>({});
  const server = useServerFieldErrors();
  const dirty =
    JSON.stringify(base) !== JSON.stringify(baseDraftOf()) ||
    JSON.stringify(variants) !== JSON.stringify(emptyVariants);
  useUnsavedChanges(dirty && !isLoading);
  const title = intl.formatMessage({ id: 'admin.productDetail.newTitle' });

  const submit = async () => {
    const parsed = masterProductCreateSchema.safeParse({ ...baseBodyOf(base), ...variantsBodyOf(variants) });
    if (!parsed.success) {
      setClientErrors(formErrorsOfIssues(parsed.error.issues, intl.locale as Locale));
      return;
    }
    setClientErrors({});
    const result = await create(parsed.data);
    if ('error' in result) {
      server.setFromError(result.error);
      toast.show({ tone: 'error', message: intl.formatMessage({ id: 'admin.productDetail.saveFailed' }) });
      return;
    }
    toast.show({ tone: 'success', message: intl.formatMessage({ id: 'admin.productDetail.saved' }) });
    navigate(adminEntityPath(shop, 'products', result.data.id));
  };

  const errors = { ...server.fieldErrors, ...clientErrors };
  return (
    <PageLayout title={title}>
      <ProductCrumbs name={title} />
      {options.error ? (
        <LoadError
          error={options.error}
          onRetry={options.refetch}
          title={intl.formatMessage({ id: 'admin.productDetail.loadError' })}
        />
      ) : !options.data ? (
        <SkeletonText lines={6} />
      ) : (
        <TabForm label={title} onSubmit={submit} isSaving={isLoading} formError={server.formError}>
          <BaseFields draft={base} onChange={setBase} errors={errors} options={options.data} />
          <VariantFields
            draft={variants}
            onChange={setVariants}
            errors={errors}
            currencyLabel={currencyLabel}
          />
        </TabForm>
      )}
    </PageLayout>
  );
}
