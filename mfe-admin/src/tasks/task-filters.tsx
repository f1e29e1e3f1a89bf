import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { jobRunStatuses } from 'shared-domain/contracts/staff.ts';
import { SelectField } from 'shared-ui';
import type { IdUnder } from '../messages/message-ids.ts';
import { jobStatusName, namedJobKinds } from './job-labels.ts';
import { useJobKindLabel } from './job-summary.tsx';
import styles from './tasks.module.css';

/**
 * The Tasks grid's filters, applied as soon as chosen (kept in the URL by the grid's state). The
 * kinds offered are those the admin names: every kind a screen starts has a label.
 */
export function TaskFilters({
  filters,
  onChange,
}: {
  filters: Record<string, string>;
  onChange: (filters: Record<string, string>) => void;
}) {
  const intl = useIntl();
  const kindLabel = useJobKindLabel();
  const t = (id: IdUnder<'admin.tasks.filter.'>) => intl.formatMessage({ id: `admin.tasks.filter.${id}` });
  const kinds = useMemo(
    () => [...namedJobKinds].sort((a, b) => kindLabel(a).localeCompare(kindLabel(b), intl.locale)),
    [intl.locale, kindLabel],
  );
  const choose = (key: 'status' | 'kind', value: string) => {
    const next = { ...filters };
    if (value) next[key] = value;
    else delete next[key];
    onChange(next);
  };
  const all = { value: '', label: t('all') };
  return (
    <form className={styles.filters} aria-label={t('label')} onSubmit={(event) => event.preventDefault()}>
      <SelectField
        label={t('status')}
        value={filters.status ?? ''}
        onChange={(event) => choose('status', event.target.value)}
        options={[
          all,
          ...jobRunStatuses.map((value) => ({
            value,
            label: intl.formatMessage({ id: jobStatusName[value] }),
          })),
        ]}
      />
      <SelectField
        label={t('kind')}
        value={filters.kind ?? ''}
        onChange={(event) => choose('kind', event.target.value)}
        options={[all, ...kinds.map((value) => ({ value, label: kindLabel(value) }))]}
      />
    </form>
  );
}
