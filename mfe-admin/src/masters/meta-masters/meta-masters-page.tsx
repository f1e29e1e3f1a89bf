import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Button,
  EmptyState,
  fieldErrorsOf,
  isApiError,
  LoadError,
  PageLayout,
  SkeletonText,
  TextField,
  useApiErrorMessage,
  useToast,
} from 'shared-ui';
import type { IdUnder } from '../../messages/message-ids.ts';
import { useAddMetaMasterMutation, useGetMetaMastersQuery } from '../master-data-api.ts';
import styles from '../masters.module.css';
import { MetaMasterDetail } from './meta-master-detail.tsx';

/** /admin/meta-mastery: the meta masters; create one, open one to edit its master products. */
export function MetaMastersPage() {
  const intl = useIntl();
  const toast = useToast();
  const describeError = useApiErrorMessage();
  const t = (key: IdUnder<'admin.masters.'>, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.masters.${key}` }, values);
  const { data, error, isLoading, refetch } = useGetMetaMastersQuery();
  const [selected, setSelected] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [add, adding] = useAddMetaMasterMutation();

  async function create(event: FormEvent) {
    event.preventDefault();
    setNameError(undefined);
    try {
      const created = await add({ name: name.trim() }).unwrap();
      setName('');
      setSelected(created.id);
      toast.show({ message: t('saved'), tone: 'success' });
    } catch (caught) {
      const field = isApiError(caught) ? fieldErrorsOf(caught.data).name : undefined;
      setNameError(field ?? describeError(caught));
    }
  }

  return (
    <PageLayout title={t('metaMasters.title')} lead={t('metaMasters.lead')}>
      <div className={styles.columns}>
        <div>
          <form className={styles.actions} onSubmit={create} noValidate>
            <TextField
              label={t('metaMasters.newName')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={nameError}
              required
            />
            <Button type="submit" loading={adding.isLoading}>
              {t('metaMasters.create')}
            </Button>
          </form>
          {isLoading && <SkeletonText lines={5} />}
          {error && <LoadError error={error} onRetry={refetch} title={t('metaMasters.loadError')} />}
          {data && data.length === 0 && <EmptyState title={t('metaMasters.empty')} />}
          {data && data.length > 0 && (
            <nav aria-label={t('metaMasters.list')}>
              <ul className={styles.list}>
                {data.map((meta) => (
                  <li key={meta.id}>
                    <Button
                      variant={meta.id === selected ? 'primary' : 'ghost'}
                      aria-pressed={meta.id === selected}
                      onClick={() => setSelected(meta.id)}
                    >
                      {meta.name}
                    </Button>
                    <span className={styles.code}>
                      {t('metaMasters.count', { count: meta.masterProductCount })}
                    </span>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
        <div>
          {selected === null ? (
            <p>{t('metaMasters.choose')}</p>
          ) : (
            <MetaMasterDetail id={selected} onDeleted={() => setSelected(null)} />
          )}
        </div>
      </div>
    </PageLayout>
  );
}
