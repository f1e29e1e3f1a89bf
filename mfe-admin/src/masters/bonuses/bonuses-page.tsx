import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Alert,
  Button,
  LoadError,
  PageLayout,
  SelectField,
  SkeletonText,
  useApiErrorMessage,
  useToast,
} from 'shared-ui';
import type { IdUnder } from '../../messages/message-ids.ts';
import {
  useGetBonusDeviceTypesQuery,
  useGetBonusesQuery,
  useGetBonusManufacturersQuery,
  useGetBonusQualityTypesQuery,
  useSaveBonusesMutation,
} from '../master-data-api.ts';
import styles from '../masters.module.css';
import { cellKey, cellsOf, changedCells, isValidPercent } from './bonus-cells.ts';

/** /admin/bonusy: the buyout bonus percent per device type × quality of one manufacturer. */
export function BonusesPage() {
  const intl = useIntl();
  const toast = useToast();
  const describeError = useApiErrorMessage();
  const t = (id: IdUnder<'admin.masters.'>, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.masters.${id}` }, values);
  const manufacturers = useGetBonusManufacturersQuery();
  const qualities = useGetBonusQualityTypesQuery();
  const types = useGetBonusDeviceTypesQuery();
  const [chosen, setChosen] = useState<number | null>(null);
  const manufacturerId = chosen ?? manufacturers.data?.[0]?.id ?? null;
  const bonuses = useGetBonusesQuery(manufacturerId ?? 0, { skip: manufacturerId === null });
  // What the user typed, per manufacturer; cells not typed show the saved value.
  const [edited, setEdited] = useState<Record<string, string>>({});
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [save, { isLoading: saving }] = useSaveBonusesMutation();

  const loadError = manufacturers.error ?? qualities.error ?? types.error ?? bonuses.error;
  const loading = manufacturers.isLoading || qualities.isLoading || types.isLoading || bonuses.isLoading;
  const saved = manufacturerId === null ? {} : cellsOf(bonuses.data, manufacturerId);
  const manufacturerName = manufacturers.data?.find((row) => row.id === manufacturerId)?.name ?? '';

  function choose(id: number) {
    setChosen(id);
    setEdited({});
    setInvalid(false);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (manufacturerId === null) return;
    if (Object.values(edited).some((text) => !isValidPercent(text))) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    const items = changedCells(manufacturerId, saved, edited);
    try {
      if (items.length > 0) await save({ items }).unwrap();
      setEdited({});
      toast.show({ message: t('saved'), tone: 'success' });
    } catch (error) {
      setFailure(describeError(error) || t('saveFailed'));
    }
  }

  return (
    <PageLayout
      title={t('bonuses.title')}
      lead={t('bonuses.lead', { percent: bonuses.data?.defaultPercent ?? 10 })}
    >
      {loading && <SkeletonText lines={6} />}
      {loadError && (
        <LoadError
          error={loadError}
          title={t('bonuses.loadError')}
          onRetry={() => {
            manufacturers.refetch();
            qualities.refetch();
            types.refetch();
            if (manufacturerId !== null) bonuses.refetch();
          }}
        />
      )}
      {manufacturers.data && (
        <div className={styles.actions}>
          <SelectField
            label={t('bonuses.manufacturer')}
            value={manufacturerId === null ? '' : String(manufacturerId)}
            onChange={(event) => choose(Number(event.target.value))}
            options={manufacturers.data.map((row) => ({ value: String(row.id), label: row.name }))}
          />
        </div>
      )}
      {failure && (
        <Alert tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {invalid && <Alert tone="error">{t('bonuses.percentError')}</Alert>}
      {qualities.data && types.data && bonuses.data && manufacturerId !== null && (
        <form onSubmit={submit} noValidate>
          <table className={styles.table}>
            <caption>{t('bonuses.caption', { name: manufacturerName })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('bonuses.deviceType')}</th>
                {qualities.data.map((quality) => (
                  <th key={quality.code} scope="col">
                    {quality.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {types.data.map((type) => (
                <tr key={type.id}>
                  <th scope="row">{type.name}</th>
                  {qualities.data?.map((quality) => {
                    const key = cellKey(type.id, quality.code);
                    const value = edited[key] ?? saved[key] ?? '';
                    return (
                      <td key={quality.code}>
                        <input
                          className={styles.percent}
                          inputMode="numeric"
                          aria-label={t('bonuses.cell', { type: type.name, quality: quality.name })}
                          aria-invalid={!isValidPercent(value) || undefined}
                          placeholder={String(bonuses.data?.defaultPercent ?? '')}
                          value={value}
                          onChange={(event) =>
                            setEdited((current) => ({ ...current, [key]: event.target.value }))
                          }
                        />
                        {'\u00a0%'}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          <div className={styles.actions}>
            <Button type="submit" loading={saving}>
              {t('save')}
            </Button>
          </div>
        </form>
      )}
    </PageLayout>
  );
}
