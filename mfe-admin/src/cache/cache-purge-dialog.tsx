import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatValidationMessage } from 'shared-domain/validation';
import {
  Alert,
  Button,
  CheckboxField,
  Dialog,
  fieldErrorsOf,
  isApiError,
  Tabs,
  TextField,
  useShop,
  useToast,
} from 'shared-ui';
import type { IdUnder } from '../messages/message-ids.ts';
import { usePurgeCacheMutation } from './cache-api.ts';
import styles from './cache-purge.module.css';
import { fieldOfTab, type PurgeTab, type PurgeValues, purgeRequestOf, purgeTabs } from './purge-form.ts';
import { purgeTabName, purgeTabSubmit } from './purge-tab-labels.ts';

export interface CachePurgeDialogProps {
  open: boolean;
  onClose: () => void;
}

const EMPTY: PurgeValues = { url: '', keys: '', soft: false };
type PurgeField = 'url' | 'keys';

/**
 * The cache purge dialog: four tabs (chosen by the shared Tabs rule: URL fragment, memory,
 * default), each its own small form with its purge button; server field errors stay at the field.
 */
export function CachePurgeDialog({ open, onClose }: CachePurgeDialogProps) {
  const intl = useIntl();
  const toast = useToast();
  const { locale } = useShop();
  const [purge, { isLoading }] = usePurgeCacheMutation();
  const [values, setValues] = useState<PurgeValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<PurgeField, string>>>({});
  const [failed, setFailed] = useState(false);
  const t = (id: IdUnder<'admin.cache.'>) => intl.formatMessage({ id: `admin.cache.${id}` });

  function change(field: PurgeField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function close() {
    setErrors({});
    setFailed(false);
    onClose();
  }

  async function submit(event: FormEvent<HTMLFormElement>, tab: PurgeTab) {
    event.preventDefault();
    setFailed(false);
    const field = fieldOfTab(tab);
    if (field && values[field].trim() === '') {
      setErrors({ [field]: formatValidationMessage(locale, 'required') });
      return;
    }
    try {
      await purge(purgeRequestOf(tab, values)).unwrap();
      toast.show({ tone: 'success', message: t('done') });
      setValues(EMPTY);
      close();
    } catch (error) {
      const fields = isApiError(error) && error.status === 400 ? fieldErrorsOf(error.data) : {};
      if (field && fields[field]) setErrors({ [field]: fields[field] });
      else setFailed(true);
    }
  }

  function panel(tab: PurgeTab) {
    return (
      <form className={styles.panel} onSubmit={(event) => submit(event, tab)} noValidate>
        {tab === 'default' && <p>{t('defaultText')}</p>}
        {tab === 'all' && <p>{t('allText')}</p>}
        {tab === 'url' && (
          <TextField
            label={t('url')}
            hint={t('urlHint')}
            value={values.url}
            error={errors.url}
            onChange={(event) => change('url', event.target.value)}
            inputMode="url"
          />
        )}
        {tab === 'key' && (
          <TextField
            label={t('keys')}
            hint={t('keysHint')}
            value={values.keys}
            error={errors.keys}
            onChange={(event) => change('keys', event.target.value)}
          />
        )}
        <CheckboxField
          label={t('soft')}
          hint={t('softHint')}
          checked={values.soft}
          onChange={(event) => setValues((current) => ({ ...current, soft: event.target.checked }))}
        />
        <Button type="submit" loading={isLoading}>
          {intl.formatMessage({ id: purgeTabSubmit[tab] })}
        </Button>
      </form>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      dismissible={!isLoading}
      title={t('title')}
      footer={
        <Button variant="secondary" onClick={close} disabled={isLoading}>
          {t('cancel')}
        </Button>
      }
    >
      {failed && <Alert tone="error">{t('failed')}</Alert>}
      <Tabs
        id="cache-purge"
        label={t('tabs')}
        defaultTab="default"
        tabs={purgeTabs.map((id) => ({
          id,
          label: intl.formatMessage({ id: purgeTabName[id] }),
          content: panel(id),
        }))}
      />
    </Dialog>
  );
}
