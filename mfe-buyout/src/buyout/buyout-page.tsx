import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Alert, PageLayout } from 'shared-ui';
import { BuyoutCentreList } from '../centres/centre-list.tsx';
import styles from './buyout-page.module.css';

const steps = ['device', 'condition', 'sell'] as const;

export function BuyoutPage() {
  const intl = useIntl();
  const stepsId = useId();
  return (
    <PageLayout
      title={intl.formatMessage({ id: 'buyout.title' })}
      lead={intl.formatMessage({ id: 'buyout.lead' })}
    >
      <section aria-labelledby={stepsId}>
        <h2 id={stepsId}>{intl.formatMessage({ id: 'buyout.steps.title' })}</h2>
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step} className={styles.step}>
              <h3 className={styles.stepTitle}>{intl.formatMessage({ id: `buyout.steps.${step}` })}</h3>
              <p className={styles.stepText}>{intl.formatMessage({ id: `buyout.steps.${step}.text` })}</p>
            </li>
          ))}
        </ol>
      </section>
      <Alert tone="info" title={intl.formatMessage({ id: 'buyout.appraisalComing.title' })}>
        {intl.formatMessage({ id: 'buyout.appraisalComing.text' })}
      </Alert>
      <BuyoutCentreList />
    </PageLayout>
  );
}
