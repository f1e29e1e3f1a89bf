import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, TextField, useApiErrorMessage, useToast } from 'shared-ui';
import type { IdUnder } from '../../messages/message-ids.ts';
import { useAddMasterProductMutation, useSearchMetaMasterCandidatesQuery } from '../master-data-api.ts';
import styles from '../masters.module.css';

const MIN_CHARS = 2;

/** Finds master products by name and puts one in the meta master (out of the one it was in). */
export function MasterProductPicker({
  metaMasterId,
  onFailure,
}: {
  metaMasterId: number;
  onFailure: (message: string) => void;
}) {
  const intl = useIntl();
  const toast = useToast();
  const describeError = useApiErrorMessage();
  const t = (key: IdUnder<'admin.masters.'>, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.masters.${key}` }, values);
  const [q, setQ] = useState('');
  const term = q.trim();
  const { data, isFetching } = useSearchMetaMasterCandidatesQuery(term, { skip: term.length < MIN_CHARS });
  const [add] = useAddMasterProductMutation();
  const found =
    term.length < MIN_CHARS ? [] : (data ?? []).filter((model) => model.metaMaster?.id !== metaMasterId);

  async function pick(masterProductId: number) {
    try {
      await add({ metaMasterId, masterProductId }).unwrap();
      toast.show({ message: t('saved'), tone: 'success' });
    } catch (error) {
      onFailure(describeError(error));
    }
  }

  return (
    <div>
      <TextField
        type="search"
        label={t('metaMasters.pick')}
        hint={t('metaMasters.pickHint')}
        value={q}
        onChange={(event) => setQ(event.target.value)}
      />
      {term.length >= MIN_CHARS && !isFetching && found.length === 0 && <p>{t('metaMasters.noMatch')}</p>}
      <ul className={styles.list} aria-busy={isFetching}>
        {found.map((model) => (
          <li key={model.id}>
            <span className={styles.grow}>
              {model.name} <span className={styles.code}>{model.typeName}</span>
              {model.metaMaster && (
                <span className={styles.badge}>
                  {t('metaMasters.inOther', { name: model.metaMaster.name })}
                </span>
              )}
            </span>
            <Button size="small" variant="secondary" onClick={() => pick(model.id)}>
              {t('metaMasters.add', { name: model.name })}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
