import { useIntl } from 'react-intl';
import { Alert, Button } from 'shared-ui';
import type { IdUnder } from '../messages/message-ids.ts';
import type { SellFailure } from './use-sell-submit.ts';

interface SellFailureAlertProps {
  failure: Exclude<SellFailure, { kind: 'rejected' }>;
  onReload: () => void;
  isReloading: boolean;
}

/** What went wrong with the sale; the filled form stays as it is in every case. */
export function SellFailureAlert({ failure, onReload, isReloading }: SellFailureAlertProps) {
  const intl = useIntl();
  const t = (id: IdUnder<'buyout.sell.'>) => intl.formatMessage({ id: `buyout.sell.${id}` });
  if (failure.kind === 'reloaded') {
    return (
      <Alert tone="info" title={t('reloaded.title')}>
        <p>{t('reloaded.text')}</p>
      </Alert>
    );
  }
  if (failure.kind === 'outdated') {
    return (
      <Alert tone="warning" title={t('outdated.title')}>
        <p>{t('outdated.text')}</p>
        <Button
          variant="secondary"
          size="small"
          onClick={onReload}
          loading={isReloading}
          loadingLabel={t('outdated.reloading')}
        >
          {t('outdated.reload')}
        </Button>
      </Alert>
    );
  }
  return (
    <Alert tone="error" title={t('failed.title')}>
      <p>{failure.message}</p>
      <p>{t('failed.kept')}</p>
    </Alert>
  );
}
