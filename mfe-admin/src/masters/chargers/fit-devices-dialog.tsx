import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { AccessoryFitRow, MasterProductRef } from 'shared-domain';
import { Alert, Button, Dialog, TextField, useApiErrorMessage, useToast } from 'shared-ui';
import type { IdUnder } from '../../messages/message-ids.ts';
import { HistorySection } from '../history-section.tsx';
import { useSearchFitDevicesQuery, useSetAccessoryFitsMutation } from '../master-data-api.ts';
import styles from '../masters.module.css';

const MIN_CHARS = 2;

/** The devices one accessory fits: remove any, find and add more; each change is saved at once. */
export function FitDevicesDialog({
  accessory,
  onClose,
}: {
  accessory: AccessoryFitRow;
  onClose: () => void;
}) {
  const intl = useIntl();
  const toast = useToast();
  const describeError = useApiErrorMessage();
  const t = (key: IdUnder<'admin.masters.'>, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.masters.${key}` }, values);
  const [devices, setDevices] = useState<MasterProductRef[]>(accessory.devices);
  const [q, setQ] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const term = q.trim();
  const { data } = useSearchFitDevicesQuery(term, { skip: term.length < MIN_CHARS });
  const [setFits, { isLoading }] = useSetAccessoryFitsMutation();
  const found =
    term.length < MIN_CHARS ? [] : (data ?? []).filter((device) => !devices.some((d) => d.id === device.id));

  async function saveDevices(next: MasterProductRef[]) {
    setFailure(null);
    try {
      const saved = await setFits({
        accessoryId: accessory.id,
        deviceIds: next.map((device) => device.id),
      }).unwrap();
      setDevices(saved.devices);
      toast.show({ message: t('saved'), tone: 'success' });
    } catch (error) {
      setFailure(describeError(error));
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('chargers.editDevices', { name: accessory.name })}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('cancel')}
        </Button>
      }
    >
      {failure && <Alert tone="error">{failure}</Alert>}
      <h3>{t('chargers.devices')}</h3>
      {devices.length === 0 && <p>{t('chargers.noDevices')}</p>}
      <ul className={styles.list} aria-busy={isLoading}>
        {devices.map((device) => (
          <li key={device.id}>
            <span className={styles.grow}>{device.name}</span>
            <Button
              size="small"
              variant="ghost"
              disabled={isLoading}
              onClick={() => saveDevices(devices.filter((other) => other.id !== device.id))}
            >
              {t('chargers.removeDevice', { name: device.name })}
            </Button>
          </li>
        ))}
      </ul>
      <TextField
        type="search"
        label={t('chargers.findDevice')}
        hint={t('metaMasters.pickHint')}
        value={q}
        onChange={(event) => setQ(event.target.value)}
      />
      <ul className={styles.list}>
        {found.map((device) => (
          <li key={device.id}>
            <span className={styles.grow}>
              {device.name} <span className={styles.code}>{device.typeName}</span>
            </span>
            <Button
              size="small"
              variant="secondary"
              disabled={isLoading}
              onClick={() => saveDevices([...devices, device])}
            >
              {t('chargers.addDevice', { name: device.name })}
            </Button>
          </li>
        ))}
      </ul>
      <HistorySection entity="accessory-fit" entityId={accessory.id} />
    </Dialog>
  );
}
