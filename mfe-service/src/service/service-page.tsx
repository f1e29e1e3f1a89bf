import { useIntl } from 'react-intl';
import { Alert } from 'shared-ui';
import { ServiceCentreList } from '../centres/centre-list.tsx';
import styles from './service-page.module.css';

export function ServicePage() {
  const intl = useIntl();
  return (
    <div className={styles.page}>
      <header>
        <h1>{intl.formatMessage({ id: 'service.title' })}</h1>
        <p className={styles.lead}>{intl.formatMessage({ id: 'service.lead' })}</p>
      </header>
      <Alert tone="info" title={intl.formatMessage({ id: 'service.bookingComing.title' })}>
        {intl.formatMessage({ id: 'service.bookingComing.text' })}
      </Alert>
      <ServiceCentreList />
    </div>
  );
}
