import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MetaMaster } from 'shared-domain';
import {
  Alert,
  Button,
  ConfirmDialog,
  fieldErrorsOf,
  isApiError,
  LoadError,
  SelectField,
  SkeletonText,
  TextField,
  useApiErrorMessage,
  useToast,
} from 'shared-ui';
import type { IdUnder } from '../../messages/message-ids.ts';
import { HistorySection } from '../history-section.tsx';
import {
  useDeleteMetaMasterMutation,
  useGetMetaMasterQuery,
  useGetOtherMetaMastersQuery,
  useRemoveMasterProductMutation,
  useRenameMetaMasterMutation,
  useSwapMetaMasterMutation,
} from '../master-data-api.ts';
import styles from '../masters.module.css';
import { MasterProductPicker } from './master-product-picker.tsx';

/** One meta master: rename, its master products (remove, move elsewhere, add), delete. */
export function MetaMasterDetail({ id, onDeleted }: { id: number; onDeleted: () => void }) {
  const intl = useIntl();
  const { data, error, isLoading, refetch } = useGetMetaMasterQuery(id);
  if (isLoading) return <SkeletonText lines={4} />;
  if (error || !data)
    return (
      <LoadError
        error={error}
        onRetry={refetch}
        title={intl.formatMessage({ id: 'admin.masters.metaMasters.loadError' })}
      />
    );
  // Keyed by id and name: a rename elsewhere or another meta master starts the form afresh.
  return <MetaMasterEditor key={`${data.id}:${data.name}`} meta={data} onDeleted={onDeleted} />;
}

function MetaMasterEditor({ meta, onDeleted }: { meta: MetaMaster; onDeleted: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const describeError = useApiErrorMessage();
  const t = (key: IdUnder<'admin.masters.'>, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.masters.${key}` }, values);
  const [name, setName] = useState(meta.name);
  const [nameError, setNameError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [targets, setTargets] = useState<Record<number, string>>({});
  const others = useGetOtherMetaMastersQuery(meta.id);
  const [rename, renaming] = useRenameMetaMasterMutation();
  const [remove] = useRemoveMasterProductMutation();
  const [swap] = useSwapMetaMasterMutation();
  const [deleteMeta, deletion] = useDeleteMetaMasterMutation();

  async function run(action: () => Promise<unknown>, success: IdUnder<'admin.masters.'> = 'saved') {
    setFailure(null);
    try {
      await action();
      toast.show({ message: t(success), tone: 'success' });
      return true;
    } catch (error) {
      setFailure(describeError(error));
      return false;
    }
  }

  async function submitName(event: FormEvent) {
    event.preventDefault();
    setNameError(undefined);
    try {
      await rename({ id: meta.id, name: name.trim() }).unwrap();
      toast.show({ message: t('saved'), tone: 'success' });
    } catch (error) {
      const field = isApiError(error) ? fieldErrorsOf(error.data).name : undefined;
      if (field) setNameError(field);
      else setFailure(describeError(error));
    }
  }

  return (
    <section aria-labelledby="meta-master-detail">
      <h2 id="meta-master-detail">{meta.name}</h2>
      {failure && (
        <Alert tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <form className={styles.actions} onSubmit={submitName} noValidate>
        <TextField
          label={t('metaMasters.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={nameError}
          required
        />
        <Button type="submit" variant="secondary" loading={renaming.isLoading}>
          {t('metaMasters.rename')}
        </Button>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t('delete')}
        </Button>
      </form>
      <h3>{t('metaMasters.products')}</h3>
      {meta.masterProducts.length === 0 && <p>{t('metaMasters.noProducts')}</p>}
      <ul className={styles.list}>
        {meta.masterProducts.map((product) => (
          <li key={product.id}>
            <span className={styles.grow}>
              {product.name} <span className={styles.code}>{product.typeName}</span>
            </span>
            {(others.data?.length ?? 0) > 0 && (
              <>
                <SelectField
                  label={t('metaMasters.moveTo', { name: product.name })}
                  value={targets[product.id] ?? ''}
                  placeholder="—"
                  onChange={(event) =>
                    setTargets((current) => ({ ...current, [product.id]: event.target.value }))
                  }
                  options={(others.data ?? []).map((other) => ({
                    value: String(other.id),
                    label: other.name,
                  }))}
                />
                <Button
                  size="small"
                  variant="secondary"
                  disabled={!targets[product.id]}
                  onClick={() =>
                    run(() =>
                      swap({
                        masterProductId: product.id,
                        metaMasterId: Number(targets[product.id]),
                      }).unwrap(),
                    )
                  }
                >
                  {t('metaMasters.move')}
                </Button>
              </>
            )}
            <Button size="small" variant="ghost" onClick={() => run(() => remove(product.id).unwrap())}>
              {t('metaMasters.remove', { name: product.name })}
            </Button>
          </li>
        ))}
      </ul>
      <MasterProductPicker metaMasterId={meta.id} onFailure={setFailure} />
      <HistorySection entity="meta-master" entityId={meta.id} />
      <ConfirmDialog
        open={confirming}
        destructive
        busy={deletion.isLoading}
        title={t('metaMasters.confirmDelete', { name: meta.name })}
        confirmLabel={t('delete')}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          setConfirming(false);
          if (await run(() => deleteMeta(meta.id).unwrap(), 'deleted')) onDeleted();
        }}
      >
        <p>{t('metaMasters.confirmDeleteText')}</p>
      </ConfirmDialog>
    </section>
  );
}
