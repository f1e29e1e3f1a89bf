import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import type { BuyoutData, Locale } from 'shared-domain';
import { Price, useFormatDate } from 'shared-ui';
import { gradeMeaning } from '../appraisal/grades.ts';
import type { MessageId } from '../messages/message-ids.ts';
import { useDeviceFacts } from '../use-device-facts.ts';
import { addressLines, customerDetails } from './customer-details.ts';
import styles from './review.module.css';
import { reviewStatusLabel } from './status-labels.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  if (children === '' || children === null) return null;
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Lines({ lines }: { lines: string[] }) {
  return lines.map((line) => (
    <span key={line} className={styles.lineBreak}>
      {line}
    </span>
  ));
}

/** Everything a saved buyout says, read-only (review mode). */
export function ReviewDetails({ data }: { data: BuyoutData }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const formatDate = useFormatDate();
  const t = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const customer = customerDetails(data.customer_data, locale);
  const answers = new Map(data.conditions_appraisal_result.map((answer) => [answer.condition, answer.value]));
  const grade = data.appraisal_result.quality;
  const facts = useDeviceFacts(data.buyout_device);

  return (
    <div className={styles.details}>
      <Section title={t('buyout.review.summary')}>
        <dl className={styles.list}>
          <Row label={t('buyout.review.status')}>{t(reviewStatusLabel[data.status])}</Row>
          <Row label={t('buyout.review.createdAt')}>{formatDate(data.created_at)}</Row>
          <Row label={t('buyout.review.grade')}>
            <strong>{grade}</strong> {t(gradeMeaning[grade])}
          </Row>
          <Row label={t('buyout.review.price')}>
            <Price value={{ amount: data.price, currency: data.currency }} />
          </Row>
        </dl>
      </Section>
      <Section title={t('buyout.review.device')}>
        <dl className={styles.list}>
          <Row label={t('ui.deviceSelector.product_type')}>{data.product_type_choice.name}</Row>
          <Row label={t('ui.deviceSelector.manufacturer')}>{data.manufacturer_choice.name}</Row>
          <Row label={t('ui.deviceSelector.product_model')}>{data.product_model_choice.name}</Row>
          <Row label={t('ui.deviceSelector.product_color')}>{data.product_color_choice.name}</Row>
          <Row label={t('buyout.review.imei')}>{data.buyout_device.imei}</Row>
          <Row label={t('buyout.review.serialNumber')}>{data.buyout_device.serial_number ?? ''}</Row>
          <Row label={t('buyout.device.purchaseDate')}>{facts.purchaseDate}</Row>
          <Row label={t('buyout.device.condition')}>{facts.condition}</Row>
          <Row label={t('buyout.review.note')}>{data.buyout_device.note ?? ''}</Row>
        </dl>
      </Section>
      <Section title={t('buyout.review.conditions')}>
        <dl className={styles.list}>
          {data.device_conditions.map((condition) => (
            <Row key={condition.id} label={condition.name}>
              {condition.choices.find((choice) => choice.id === answers.get(condition.id))?.label ??
                t('buyout.review.unanswered')}
            </Row>
          ))}
        </dl>
      </Section>
      <Section title={t('buyout.review.customer')}>
        <dl className={styles.list}>
          <Row label={t('buyout.review.name')}>{customer.name}</Row>
          <Row label={t('buyout.review.email')}>{customer.email}</Row>
          <Row label={t('buyout.review.phone')}>{customer.phone}</Row>
          <Row label={t('buyout.review.address')}>
            {customer.address.length > 0 ? <Lines lines={customer.address} /> : ''}
          </Row>
          <Row label={t('buyout.review.bankAccount')}>{customer.bankAccount}</Row>
        </dl>
      </Section>
      <Section title={t('buyout.review.pickup')}>
        {data.pickup_address ? (
          <p className={styles.address}>
            <Lines lines={addressLines(data.pickup_address, locale)} />
          </p>
        ) : (
          <p>{t('buyout.review.pickupSame')}</p>
        )}
      </Section>
    </div>
  );
}
