import { useIntl } from 'react-intl';
import { servicePagePath } from 'shared-domain';
import { buttonClassName, Link, PageLayout, useParams, useShop } from 'shared-ui';
import type { IdUnder } from '../messages/message-ids.ts';
import styles from './booking-page.module.css';

const nextSteps = ['email', 'handover', 'diagnosis', 'ready'] as const;

/** `/servis/dekujeme/:number`: the booked order's number and what happens next. */
export function ThankYouPage() {
  const intl = useIntl();
  const { shop } = useShop();
  const { number = '' } = useParams();
  const t = (id: IdUnder<'service.thankYou.'>) => intl.formatMessage({ id: `service.thankYou.${id}` });
  // The number goes along for the status form; the e-mail never goes into an address here.
  const statusPath = `${servicePagePath(shop, 'status')}?number=${encodeURIComponent(number)}`;
  return (
    <PageLayout title={t('title')} lead={t('lead')} narrow className={styles.thankYou}>
      <p>
        {t('number')} <span className={styles.number}>{number}</span>
      </p>
      <section aria-labelledby="service-thank-you-next">
        <h2 id="service-thank-you-next">{t('next.title')}</h2>
        <ol>
          {nextSteps.map((step) => (
            <li key={step}>{t(`next.${step}`)}</li>
          ))}
        </ol>
      </section>
      <p>{t('statusHint')}</p>
      <p>
        <Link to={statusPath} className={buttonClassName('secondary')}>
          {t('statusLink')}
        </Link>
      </p>
    </PageLayout>
  );
}
