import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BuyoutData } from 'shared-domain';
import { buyoutPagePath } from 'shared-domain/buyout';
import { buttonClassName, Link, PageLayout, Price, useShop } from 'shared-ui';
import type { IdUnder } from '../messages/message-ids.ts';
import styles from './thank-you-page.module.css';

interface ThankYouContentProps {
  buyout: BuyoutData;
  token: string | undefined;
}

export function ThankYouContent({ buyout, token }: ThankYouContentProps) {
  const intl = useIntl();
  const { shop } = useShop();
  const summaryId = useId();
  const nextId = useId();
  const t = (id: IdUnder<'buyout.thankYou.'>, values?: Record<string, string>) =>
    intl.formatMessage({ id: `buyout.thankYou.${id}` }, values);
  const email = typeof buyout.customer_data.e_mail === 'string' ? buyout.customer_data.e_mail : null;
  const device = [buyout.manufacturer_choice.name, buyout.product_model_choice.name].join(' ');
  const price = <Price value={{ amount: buyout.price, currency: buyout.currency }} />;
  const tokenQuery = token ? `?token=${encodeURIComponent(token)}` : '';
  const trackingPath = `${buyoutPagePath(shop, 'tracking')}?number=${encodeURIComponent(buyout.number)}`;

  return (
    <PageLayout
      title={t('title', { number: buyout.number })}
      lead={email ? t('emailSent', { email }) : t('emailSentNoAddress')}
      narrow
    >
      <section aria-labelledby={summaryId}>
        <h2 id={summaryId}>{t('summary')}</h2>
        <dl className={styles.summary}>
          <div>
            <dt>{t('device')}</dt>
            <dd>
              {device}, {buyout.product_color_choice.name}
            </dd>
          </div>
          <div>
            <dt>{t('grade')}</dt>
            <dd>{buyout.appraisal_result.quality}</dd>
          </div>
          <div>
            <dt>{t('price')}</dt>
            <dd className={styles.price}>{price}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby={nextId}>
        <h2 id={nextId}>{t('next.title')}</h2>
        <ol className={styles.steps}>
          <li>
            <h3 className={styles.stepTitle}>{t('next.send.title')}</h3>
            <p>
              <FormattedMessage
                id="buyout.thankYou.next.send.text"
                values={{
                  number: <strong>{buyout.number}</strong>,
                  centres: (chunks) => <Link to={buyoutPagePath(shop, 'centres')}>{chunks}</Link>,
                }}
              />
            </p>
          </li>
          <li>
            <h3 className={styles.stepTitle}>{t('next.inspect.title')}</h3>
            <p>{t('next.inspect.text')}</p>
          </li>
          <li>
            <h3 className={styles.stepTitle}>{t('next.pay.title')}</h3>
            <p>
              <FormattedMessage id="buyout.thankYou.next.pay.text" values={{ price }} />
            </p>
          </li>
        </ol>
      </section>
      <p className={styles.links}>
        <Link
          className={buttonClassName('primary')}
          to={`${buyoutPagePath(shop, 'review', buyout.id)}${tokenQuery}`}
        >
          {t('review')}
        </Link>
        <Link className={buttonClassName('secondary')} to={trackingPath}>
          {t('tracking')}
        </Link>
      </p>
    </PageLayout>
  );
}
