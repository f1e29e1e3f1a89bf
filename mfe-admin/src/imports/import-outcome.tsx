import { useIntl } from 'react-intl';
import type { ImportOutcome } from 'shared-domain';
import { IMPORT_KEPT_ERRORS } from 'shared-domain/import-columns.ts';
import type { IdUnder } from '../messages/message-ids.ts';
import styles from './imports.module.css';

/** The counts of a dry run ("would") or an apply ("did"). */
export function ImportSummaryList({ outcome, applied }: { outcome: ImportOutcome; applied: boolean }) {
  const intl = useIntl();
  const t = (id: IdUnder<'admin.imports.'>) => intl.formatMessage({ id: `admin.imports.${id}` });
  const { summary } = outcome;
  const items = [
    ['summary.rows', summary.rows],
    [applied ? 'result.toCreate' : 'summary.toCreate', summary.toCreate],
    [applied ? 'result.toChange' : 'summary.toChange', summary.toChange],
    ['summary.unchanged', summary.unchanged],
    ['summary.errors', summary.errors],
  ] as const;
  return (
    <dl className={styles.summary}>
      {items.map(([id, value]) => (
        <div key={id}>
          <dt>{t(id)}</dt>
          <dd>{intl.formatNumber(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The first row errors: row, column, value and what is wrong. */
export function ImportErrorsTable({
  outcome,
  failedRowsHref,
}: {
  outcome: ImportOutcome;
  failedRowsHref: string;
}) {
  const intl = useIntl();
  const t = (id: IdUnder<'admin.imports.'>) => intl.formatMessage({ id: `admin.imports.${id}` });
  if (outcome.summary.errors === 0) return null;
  return (
    <>
      <div className={styles.tableScroll}>
        <table className={styles.errors}>
          <caption>{t('errors.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('errors.row')}</th>
              <th scope="col">{t('errors.column')}</th>
              <th scope="col">{t('errors.value')}</th>
              <th scope="col">{t('errors.message')}</th>
            </tr>
          </thead>
          <tbody>
            {outcome.errors.map((error) => (
              <tr key={`${error.row}:${error.column}`}>
                <td>{error.row}</td>
                <td>
                  <code>{error.column}</code>
                </td>
                <td>{error.value}</td>
                <td>{error.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {outcome.errors.length >= IMPORT_KEPT_ERRORS && (
        <p>{intl.formatMessage({ id: 'admin.imports.errors.more' }, { shown: outcome.errors.length })}</p>
      )}
      <a href={failedRowsHref} download>
        {t('failedRows')}
      </a>
    </>
  );
}
