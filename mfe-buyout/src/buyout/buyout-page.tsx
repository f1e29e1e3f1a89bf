import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from 'shared-ui';
import { BuyoutCentreList } from '../centres/centre-list.tsx';
import styles from './buyout-page.module.css';

const steps = ['device', 'condition', 'sell'] as const;

export function BuyoutPage() {
  const intl = useIntl();
  const stepsId = useId();
  return (
    <div className={styles.page}>
      <header>
        <h1>{intl.formatMessage({ id: 'buyout.title' })}</h1>
        <p className={styles.lead}>{intl.formatMessage({ id: 'buyout.lead' })}</p>
      </header>
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
    </div>
  );
}
