import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { type ImportKind, importKinds } from 'shared-domain/import-columns.ts';
import { Alert, Button, SelectField, TextField } from 'shared-ui';
import { useServerFieldErrors } from '../forms/use-server-field-errors.ts';
import type { IdUnder } from '../messages/message-ids.ts';
import { ImportColumnsHelp } from './import-columns-help.tsx';
import { importKindName } from './import-kind-labels.ts';
import styles from './imports.module.css';
import { useStartImportMutation } from './imports-api.ts';

/** Choose what to import and the file; uploading starts the dry run (the import's id comes back). */
export function ImportForm({ onStarted }: { onStarted: (importId: string) => void }) {
  const intl = useIntl();
  const t = (id: IdUnder<'admin.imports.'>) => intl.formatMessage({ id: `admin.imports.${id}` });
  const [kind, setKind] = useState<ImportKind>('prices');
  const [file, setFile] = useState<File | null>(null);
  const [missingFile, setMissingFile] = useState(false);
  const [startImport, { isLoading }] = useStartImportMutation();
  const server = useServerFieldErrors();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    server.clear();
    if (!file) {
      setMissingFile(true);
      document.getElementById('import-file')?.focus();
      return;
    }
    try {
      const { jobId } = await startImport({ kind, file }).unwrap();
      onStarted(jobId);
    } catch (error) {
      server.setFromError(error);
      document.getElementById('import-file')?.focus();
    }
  };

  const fileError = missingFile ? t('file.required') : server.fieldErrors.file;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="import-form-title">
      <h2 id="import-form-title">{t('form.title')}</h2>
      {server.formError && <Alert tone="error">{server.formError}</Alert>}
      <SelectField
        label={t('kind')}
        value={kind}
        onChange={(event) => {
          setKind(event.target.value as ImportKind);
          server.clear();
        }}
        options={importKinds.map((value) => ({
          value,
          label: intl.formatMessage({ id: importKindName[value] }),
        }))}
      />
      <ImportColumnsHelp kind={kind} />
      <TextField
        id="import-file"
        type="file"
        label={t('file')}
        hint={t('file.hint')}
        accept=".csv,text/csv"
        required
        error={fileError}
        onChange={(event) => {
          setFile(event.target.files?.[0] ?? null);
          setMissingFile(false);
          server.clear();
        }}
      />
      <div>
        <Button type="submit" loading={isLoading}>
          {t('upload')}
        </Button>
      </div>
    </form>
  );
}
