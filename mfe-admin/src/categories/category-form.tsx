import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  type CategoryCreate,
  type CategoryDetail,
  categoryCreateSchema,
} from 'shared-domain/contracts/staff.ts';
import { formErrorsOfIssues } from 'shared-domain/validation';
import {
  Alert,
  Button,
  CheckboxField,
  ConfirmDialog,
  FormError,
  isApiError,
  SelectField,
  TextField,
  useApiErrorMessage,
  useShop,
  useToast,
} from 'shared-ui';
import { useServerFieldErrors } from '../forms/use-server-field-errors.ts';
import { useUnsavedChanges } from '../forms/use-unsaved-changes.ts';
import type { IdUnder, MessageId } from '../messages/message-ids.ts';
import styles from './categories.module.css';
import {
  useCreateCategoryMutation,
  useDeleteCategoryMutation,
  useGetAdminManufacturersQuery,
  useGetCategoryListQuery,
  useGetDeviceTypesQuery,
  useUpdateCategoryMutation,
  useUploadCategoryPhotoMutation,
} from './categories-api.ts';

/** What the form edits: every field of a category; selects hold strings ('' = none). */
interface FormValues {
  name: string;
  seoName: string;
  parentId: string;
  forDisplay: boolean;
  filterable: boolean;
  forBuyout: boolean;
  forService: boolean;
  manufacturerIds: number[];
  photoUploadId: string | null;
  typeDevice: string;
}

// The category's yes/no fields in the form's order, each with its label.
const flagLabel = {
  forDisplay: 'admin.categories.field.forDisplay',
  filterable: 'admin.categories.field.filterable',
  forBuyout: 'admin.categories.field.forBuyout',
  forService: 'admin.categories.field.forService',
} as const satisfies Record<string, MessageId>;
const flags = Object.keys(flagLabel) as (keyof typeof flagLabel)[];
const nameAndSeo = categoryCreateSchema.pick({ name: true, seoName: true });

function valuesOf(category: CategoryDetail | null, parentId: number | null): FormValues {
  return {
    name: category?.name ?? '',
    seoName: category?.seoName ?? '',
    parentId: String(category ? (category.parentId ?? '') : (parentId ?? '')),
    forDisplay: category?.forDisplay ?? true,
    filterable: category?.filterable ?? false,
    forBuyout: category?.forBuyout ?? false,
    forService: category?.forService ?? false,
    manufacturerIds: category?.manufacturerIds ?? [],
    photoUploadId: category?.photoUploadId ?? null,
    typeDevice: category?.typeDevice ?? '',
  };
}

function bodyOf(
  values: FormValues,
): Required<Omit<CategoryCreate, 'parentId'>> & { parentId: number | null } {
  return {
    name: values.name,
    seoName: values.seoName,
    parentId: values.parentId === '' ? null : Number(values.parentId),
    forDisplay: values.forDisplay,
    filterable: values.filterable,
    forBuyout: values.forBuyout,
    forService: values.forService,
    manufacturerIds: values.manufacturerIds,
    photoUploadId: values.photoUploadId,
    typeDevice: values.typeDevice === '' ? null : values.typeDevice,
  };
}

export interface CategoryFormProps {
  /** The category edited, or null for a new one under `parentId`. */
  category: CategoryDetail | null;
  parentId?: number | null;
  onSaved: (category: CategoryDetail) => void;
  onDeleted?: () => void;
  /** Loads the category as saved now (after someone else's save made this one stale). */
  onReload?: () => void;
}

/** Someone saved the category after this form loaded it: only a reload can save again. */
function isStale(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && error.data.code === 'version_conflict';
}

/**
 * The detail form of a category: add or edit every field, delete after a confirmation. A 400 puts
 * the server's messages at their fields and keeps what the user typed; a stale version (someone
 * saved meanwhile) is said above the form.
 */
export function CategoryForm({ category, parentId = null, onSaved, onDeleted, onReload }: CategoryFormProps) {
  const intl = useIntl();
  const { locale } = useShop();
  const toast = useToast();
  const describe = useApiErrorMessage();
  const id = useId();
  const t = (key: IdUnder<'admin.categories.'>, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.categories.${key}` }, values);
  const initial = valuesOf(category, parentId);
  const [values, setValues] = useState(initial);
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const server = useServerFieldErrors();
  const [confirming, setConfirming] = useState(false);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const categories = useGetCategoryListQuery().data ?? [];
  const manufacturers = useGetAdminManufacturersQuery().data ?? [];
  const deviceTypes = useGetDeviceTypesQuery().data ?? [];
  const [create, creating] = useCreateCategoryMutation();
  const [update, updating] = useUpdateCategoryMutation();
  const [remove, removing] = useDeleteCategoryMutation();
  const [upload, uploading] = useUploadCategoryPhotoMutation();
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  useUnsavedChanges(dirty);

  const errorOf = (field: string) => clientErrors[field] ?? server.fieldErrors[field];
  function change<F extends keyof FormValues>(field: F, value: FormValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    setClientErrors((current) => ({ ...current, [field]: undefined }) as Record<string, string>);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    server.clear();
    const checked = nameAndSeo.safeParse({ name: values.name, seoName: values.seoName });
    const found = checked.success ? {} : formErrorsOfIssues(checked.error.issues, locale);
    setClientErrors(found);
    if (!checked.success) return;
    try {
      const body = bodyOf(values);
      const saved = category
        ? await update({ id: category.id, changes: { ...body, version: category.version } }).unwrap()
        : await create(body).unwrap();
      toast.show({ tone: 'success', message: t('saved') });
      onSaved(saved);
    } catch (error) {
      server.setFromError(error);
      setStale(isStale(error));
    }
  }

  async function onPhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    try {
      change('photoUploadId', (await upload(file).unwrap()).id);
    } catch (error) {
      setClientErrors((current) => ({ ...current, photoUploadId: describe(error) }));
    }
  }

  async function confirmDelete() {
    if (!category) return;
    try {
      await remove({ id: category.id, version: category.version }).unwrap();
      setConfirming(false);
      toast.show({ tone: 'success', message: t('deleted') });
      onDeleted?.();
    } catch (error) {
      setConfirming(false);
      setDeleteFailure(describe(error));
      setStale(isStale(error));
    }
  }

  const fieldErrors = ['name', 'seoName', 'parentId', 'typeDevice', 'manufacturerIds', 'photoUploadId']
    .filter((field) => errorOf(field))
    .map((field) => ({ fieldId: `${id}-${field}`, message: errorOf(field) as string }));
  const parentOptions = [
    { value: '', label: t('field.parentRoot') },
    ...categories
      .filter((item) => item.id !== category?.id)
      .map((item) => ({ value: String(item.id), label: item.path })),
  ];

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.formTitle}>
        {category ? t('form.editTitle', { name: category.name ?? `#${category.id}` }) : t('form.newTitle')}
      </h2>
      <FormError errors={fieldErrors} message={server.formError ?? undefined} title={t('form.failed')} />
      {stale && onReload ? (
        <div>
          <Button variant="secondary" size="small" onClick={onReload}>
            {t('form.reload')}
          </Button>
        </div>
      ) : null}
      {deleteFailure ? (
        <Alert tone="error" title={t('delete.failed')} onDismiss={() => setDeleteFailure(null)}>
          {deleteFailure}
        </Alert>
      ) : null}
      <TextField
        id={`${id}-name`}
        label={t('field.name')}
        value={values.name}
        onChange={(event) => change('name', event.target.value)}
        error={errorOf('name')}
        required
        maxLength={200}
      />
      <TextField
        id={`${id}-seoName`}
        label={t('field.seoName')}
        hint={t('field.seoNameHint')}
        value={values.seoName}
        onChange={(event) => change('seoName', event.target.value)}
        error={errorOf('seoName')}
        required
        maxLength={120}
      />
      <SelectField
        id={`${id}-parentId`}
        label={t('field.parent')}
        options={parentOptions}
        value={values.parentId}
        onChange={(event) => change('parentId', event.target.value)}
        error={errorOf('parentId')}
      />
      <fieldset className={styles.fieldset}>
        <legend>{t('field.flags')}</legend>
        {flags.map((flag) => (
          <CheckboxField
            key={flag}
            label={intl.formatMessage({ id: flagLabel[flag] })}
            checked={values[flag]}
            onChange={(event) => change(flag, event.target.checked)}
          />
        ))}
      </fieldset>
      <SelectField
        id={`${id}-typeDevice`}
        label={t('field.typeDevice')}
        options={[
          { value: '', label: t('field.typeDeviceNone') },
          ...deviceTypes.map((type) => ({ value: type.code, label: type.name })),
        ]}
        value={values.typeDevice}
        onChange={(event) => change('typeDevice', event.target.value)}
        error={errorOf('typeDevice')}
      />
      <fieldset className={styles.fieldset} id={`${id}-manufacturerIds`}>
        <legend>{t('field.manufacturers')}</legend>
        {errorOf('manufacturerIds') ? (
          <p className={styles.fieldError}>{errorOf('manufacturerIds')}</p>
        ) : null}
        <div className={styles.checkGrid}>
          {manufacturers.map((manufacturer) => (
            <CheckboxField
              key={manufacturer.id}
              label={manufacturer.name}
              checked={values.manufacturerIds.includes(manufacturer.id)}
              onChange={(event) =>
                change(
                  'manufacturerIds',
                  event.target.checked
                    ? [...values.manufacturerIds, manufacturer.id]
                    : values.manufacturerIds.filter((other) => other !== manufacturer.id),
                )
              }
            />
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('field.photo')}</legend>
        {values.photoUploadId ? (
          <div className={styles.photo}>
            <img
              src={`/api/new/uploads/${encodeURIComponent(values.photoUploadId)}/original`}
              alt={t('field.photoAlt')}
              width={120}
            />
            <Button variant="secondary" size="small" onClick={() => change('photoUploadId', null)}>
              {t('field.photoRemove')}
            </Button>
          </div>
        ) : null}
        <label className={styles.fileLabel} htmlFor={`${id}-photoUploadId`}>
          {t('field.photoUpload')}
        </label>
        <input
          id={`${id}-photoUploadId`}
          type="file"
          accept="image/*"
          onChange={onPhoto}
          disabled={uploading.isLoading}
        />
        {errorOf('photoUploadId') ? <p className={styles.fieldError}>{errorOf('photoUploadId')}</p> : null}
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" loading={creating.isLoading || updating.isLoading}>
          {t('form.save')}
        </Button>
        {category && onDeleted ? (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('delete.button')}
          </Button>
        ) : null}
      </div>
      {category ? (
        <ConfirmDialog
          open={confirming}
          title={t('delete.title')}
          confirmLabel={t('delete.confirm')}
          destructive
          busy={removing.isLoading}
          onConfirm={confirmDelete}
          onCancel={() => setConfirming(false)}
        >
          {t('delete.body', { name: category.name ?? `#${category.id}` })}
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
