import { useIntl } from 'react-intl';
import { Alert, PageLayout } from 'shared-ui';
import { ServiceCentreList } from '../centres/centre-list.tsx';

export function ServicePage() {
  const intl = useIntl();
  return (
    <PageLayout
      title={intl.formatMessage({ id: 'service.title' })}
      lead={intl.formatMessage({ id: 'service.lead' })}
    >
      <Alert tone="info" title={intl.formatMessage({ id: 'service.bookingComing.title' })}>
        {intl.formatMessage({ id: 'service.bookingComing.text' })}
      </Alert>
      <ServiceCentreList />
    </PageLayout>
  );
}
