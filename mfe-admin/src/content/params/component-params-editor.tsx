import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ComponentParamsAnswer } from 'shared-domain/contracts/admin-content-pages.ts';
import { Button, FormError, LoadError, SkeletonText, useToast } from 'shared-ui';
import { useServerFieldErrors } from '../../forms/use-server-field-errors.ts';
import type { IdUnder } from '../../messages/message-ids.ts';
import styles from '../content.module.css';
import { useGetComponentParamsQuery, useSetComponentParamsMutation } from '../content-api.ts';
import { FaqParamsEditor } from './faq-params-editor.tsx';
import { JsonParamsEditor } from './json-params-editor.tsx';
import { paramsToSend } from './param-fields.ts';
import { SimpleParamsFields } from './simple-params-fields.tsx';

const jsonTypes = new Set(['time_limited_offers', 'lease_tabs']);

/** One component's params: read (component params get), edited by type, saved (component params set). */
export function ComponentParamsEditor({ componentId }: { componentId: number }) {
  const { currentData, error, refetch } = useGetComponentParamsQuery(componentId);
  if (error) return <LoadError error={error} onRetry={refetch} />;
  if (!currentData) return <SkeletonText lines={3} />;
  // Keyed by version: after a save the form starts from what the server kept.
  return <ParamsForm key={currentData.version} answer={currentData} />;
}

function ParamsForm({ answer }: { answer: ComponentParamsAnswer }) {
  const intl = useIntl();
  const toast = useToast();
  const t = (key: IdUnder<'admin.content.params.'>) =>
    intl.formatMessage({ id: `admin.content.params.${key}` });
  const [params, setParams] = useState(() => ({ ...(answer.params as Record<string, unknown>) }));
  const [jsonValid, setJsonValid] = useState(true);
  const server = useServerFieldErrors();
  const [save, { isLoading }] = useSetComponentParamsMutation();
  const errorOf = (path: string) => server.fieldErrors[path ? `params.${path}` : 'params'];
  const allErrors = Object.entries(server.fieldErrors).map(([path, message]) => ({
    path: path.replace(/^params\.?/, ''),
    message,
  }));
  const stale = server.fieldErrors['params.version'];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!jsonValid) return;
    server.clear();
    try {
      await save({
        id: answer.id,
        pageId: answer.pageId,
        version: answer.version,
        params: paramsToSend(answer.type, params),
      }).unwrap();
      toast.show({ tone: 'success', message: t('saved') });
    } catch (error) {
      server.setFromError(error);
    }
  }

  const fieldProps = { type: answer.type, params, onChange: setParams, errorOf };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('label')}>
      <FormError title={t('failed')} message={stale ?? server.formError ?? undefined} errors={undefined} />
      {answer.type === 'faq' ? (
        <FaqParamsEditor {...fieldProps} />
      ) : jsonTypes.has(answer.type) ? (
        <JsonParamsEditor
          {...fieldProps}
          errors={allErrors.filter((error) => error.path !== 'version').map((e) => `${e.path}: ${e.message}`)}
          onValidity={setJsonValid}
        />
      ) : (
        <SimpleParamsFields {...fieldProps} />
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={isLoading} disabled={!jsonValid}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
