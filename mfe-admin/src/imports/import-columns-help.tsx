import { useIntl } from 'react-intl';
import { type ImportKind, importColumns, importTemplateCsv } from 'shared-domain/import-columns.ts';
import type { IdUnder } from '../messages/message-ids.ts';
import { importKindHelp } from './import-kind-labels.ts';
import styles from './imports.module.css';

/** The kind's columns as the file must have them, and a template to start from. */
export function ImportColumnsHelp({ kind }: { kind: ImportKind }) {
  const intl = useIntl();
  const t = (id: IdUnder<'admin.imports.'>) => intl.formatMessage({ id: `admin.imports.${id}` });
  // A BOM, so Excel opens the template as UTF-8.
  const template = `data:text/csv;charset=utf-8,${encodeURIComponent(`\ufeff${importTemplateCsv(kind)}`)}`;
  return (
    <section className={styles.columns} aria-labelledby="import-columns-title">
      <h3 id="import-columns-title">{t('columns.title')}</h3>
      <ul>
        {importColumns[kind].map((column) => (
          <li key={column.name}>
            <code>{column.name}</code> ({t(column.required ? 'columns.required' : 'columns.optional')})
          </li>
        ))}
      </ul>
      <p>{intl.formatMessage({ id: importKindHelp[kind] })}</p>
      <a href={template} download={`${kind}.csv`}>
        {t('template')}
      </a>
    </section>
  );
}
