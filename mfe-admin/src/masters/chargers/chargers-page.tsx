import { type FormEvent, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { AccessoryFitRow } from 'shared-domain';
import { accessoryFitFilterKeys } from 'shared-domain/contracts/staff.ts';
import { Button, PageLayout, SelectField, TextField } from 'shared-ui';
import { DataGrid, type GridColumn, gridQueryOf, useGridUrlState } from 'shared-ui/data-grid';
import type { IdUnder } from '../../messages/message-ids.ts';
import { useGetAccessoryBrandsQuery, useGetAccessoryFitsQuery } from '../master-data-api.ts';
import styles from '../masters.module.css';
import { FitDevicesDialog } from './fit-devices-dialog.tsx';

/** /admin/nabijecky: every accessory with the devices it fits; filter by brand and name, edit the fits. */
export function ChargersPage() {
  const intl = useIntl();
  const t = (key: IdUnder<'admin.masters.'>, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.masters.${key}` }, values);
  const [state, setState] = useGridUrlState({ filterKeys: accessoryFitFilterKeys, defaultSort: 'name' });
  const { data, error, isFetching, refetch } = useGetAccessoryFitsQuery(gridQueryOf(state));
  const brands = useGetAccessoryBrandsQuery();
  const [search, setSearch] = useState(state.filters.q ?? '');
  const [editing, setEditing] = useState<AccessoryFitRow | null>(null);

  const columns = useMemo<GridColumn<AccessoryFitRow>[]>(
    () => [
      {
        id: 'name',
        header: intl.formatMessage({ id: 'admin.masters.chargers.accessory' }),
        cell: (row) => row.name,
        sortable: true,
        hideable: false,
      },
      {
        id: 'brand',
        header: intl.formatMessage({ id: 'admin.masters.chargers.brand' }),
        cell: (row) => row.manufacturer,
      },
      {
        id: 'devices',
        header: intl.formatMessage({ id: 'admin.masters.chargers.devices' }),
        sortable: true,
        cell: (row) =>
          row.devices.length === 0 ? (
            intl.formatMessage({ id: 'admin.masters.chargers.noDevices' })
          ) : (
            <ul className={styles.chips}>
              {row.devices.map((device) => (
                <li key={device.id} className={styles.badge}>
                  {device.name}
                </li>
              ))}
            </ul>
          ),
      },
      {
        id: 'edit',
        header: intl.formatMessage({ id: 'admin.masters.edit' }),
        hideable: false,
        cell: (row) => (
          <Button size="small" variant="secondary" onClick={() => setEditing(row)}>
            {intl.formatMessage({ id: 'admin.masters.chargers.editDevices' }, { name: row.name })}
          </Button>
        ),
      },
    ],
    [intl],
  );

  const applySearch = (event: FormEvent) => {
    event.preventDefault();
    setState({ filters: { ...state.filters, q: search.trim() } });
  };

  return (
    <PageLayout title={t('chargers.title')} lead={t('chargers.lead')}>
      <DataGrid<AccessoryFitRow>
        caption={t('chargers.caption')}
        columns={columns}
        rows={data?.items}
        total={data?.total ?? 0}
        state={state}
        onStateChange={setState}
        getRowId={(row) => String(row.id)}
        getRowLabel={(row) => row.name}
        isLoading={isFetching}
        error={error}
        onRetry={refetch}
        emptyText={t('chargers.empty')}
        toolbar={
          <form className={styles.actions} onSubmit={applySearch}>
            <SelectField
              label={t('chargers.brand')}
              value={state.filters.brand ?? ''}
              onChange={(event) => setState({ filters: { ...state.filters, brand: event.target.value } })}
              options={[
                { value: '', label: t('chargers.allBrands') },
                ...(brands.data ?? []).map((brand) => ({ value: String(brand.id), label: brand.name })),
              ]}
            />
            <TextField
              type="search"
              label={t('search')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <Button type="submit" variant="secondary">
              {t('chargers.apply')}
            </Button>
          </form>
        }
      />
      {editing && <FitDevicesDialog accessory={editing} onClose={() => setEditing(null)} />}
    </PageLayout>
  );
}
