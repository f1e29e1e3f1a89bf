import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import type { ServiceOrderDetail } from 'shared-domain';
import { useFormatDate, useFormatMoney, useFormatTimeslot } from 'shared-ui';
import { ScrollingTable } from 'shared-ui/data-grid';
import layout from '../../frame/detail-layout.module.css';
import type { IdUnder } from '../../messages/message-ids.ts';
import { useRepairLabels } from '../repair-labels.ts';
import styles from './repair-detail.module.css';

// The reading side of a repair's detail: each block a card with its heading.

type Repair = ServiceOrderDetail;

function Card({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={layout.card}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The device, what is wrong with it and how it reaches the service. */
export function RepairDevice({ repair }: { repair: Repair }) {
  const intl = useIntl();
  const t = (id: IdUnder<'admin.repair.device.'>, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.repair.device.${id}` }, values);
  const labels = useRepairLabels();
  const formatTimeslot = useFormatTimeslot();
  const rows: [string, ReactNode][] = [
    [t('name'), repair.device.name],
    [t(repair.device.identifierKind), repair.device.identifier],
    [t('handover'), labels.handover(repair.handover)],
  ];
  if (repair.centre) rows.push([t('centre'), repair.centre]);
  if (repair.timeslot) rows.push([t('timeslot'), formatTimeslot(repair.timeslot)]);
  if (repair.pickupAddress) rows.push([t('pickupAddress'), repair.pickupAddress]);
  return (
    <Card title={t('title')}>
      <Facts rows={rows} />
      <h3>{t('fault')}</h3>
      <p className={styles.fault}>{repair.fault}</p>
    </Card>
  );
}

export function RepairCustomer({ repair }: { repair: Repair }) {
  const intl = useIntl();
  const t = (id: IdUnder<'admin.repair.customer.'>, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.repair.customer.${id}` }, values);
  const { customer } = repair;
  return (
    <Card title={t('title')}>
      <Facts
        rows={[
          [t('name'), `${customer.firstName} ${customer.lastName}`],
          [
            t('email'),
            <a key="email" href={`mailto:${customer.email}`}>
              {customer.email}
            </a>,
          ],
          [
            t('phone'),
            <a key="phone" href={`tel:${customer.phone}`}>
              {customer.phone}
            </a>,
          ],
          [t('account'), customer.hasAccount ? t('hasAccount') : t('guest')],
        ]}
      />
    </Card>
  );
}

/** The booked operations and prices, the diagnosis's (or a re-quote's) price with the technician's note. */
export function RepairQuotes({ repair }: { repair: Repair }) {
  const intl = useIntl();
  const t = (id: IdUnder<'admin.repair.quotes.'>, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.repair.quotes.${id}` }, values);
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDate();
  const headingId = useId();
  const rows: [string, ReactNode][] = [[t('booked'), formatMoney(repair.bookedPrice)]];
  if (repair.quote) {
    rows.push([
      t('quote'),
      <>
        {formatMoney(repair.quote.price)}
        {repair.quotePending && <span className={styles.waiting}>{t('pending')}</span>}
        {repair.quote.approvedAt && (
          <span className={styles.muted}>
            {' '}
            {t('approvedAt', {
              at: formatDate(repair.quote.approvedAt, { dateStyle: 'medium', timeStyle: 'short' }),
            })}
          </span>
        )}
      </>,
    ]);
    if (repair.quote.note) rows.push([t('note'), repair.quote.note]);
  }
  rows.push([t('current'), formatMoney(repair.currentPrice)]);
  return (
    <section aria-labelledby={headingId} className={layout.card}>
      <h2 id={headingId}>{t('title')}</h2>
      <ScrollingTable labelledBy={headingId}>
        <table className={styles.table} aria-label={t('operations')}>
          <thead>
            <tr>
              <th scope="col">{t('operation')}</th>
              <th scope="col" className={styles.amount}>
                {t('price')}
              </th>
            </tr>
          </thead>
          <tbody>
            {repair.operations.map((operation) => (
              <tr key={operation.name}>
                <td>{operation.name}</td>
                <td className={styles.amount}>{formatMoney(operation.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollingTable>
      <Facts rows={rows} />
    </section>
  );
}

/** Each status the repair went through, when, by whom and with what note, oldest first. */
export function RepairStatusHistory({ repair }: { repair: Repair }) {
  const intl = useIntl();
  const t = (id: IdUnder<'admin.repair.statusHistory.'>, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.repair.statusHistory.${id}` }, values);
  const labels = useRepairLabels();
  const formatDate = useFormatDate();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={layout.card}>
      <h2 id={headingId}>{t('title')}</h2>
      <ScrollingTable labelledBy={headingId}>
        <table className={styles.table} aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{t('at')}</th>
              <th scope="col">{t('status')}</th>
              <th scope="col">{t('note')}</th>
              <th scope="col">{t('by')}</th>
            </tr>
          </thead>
          <tbody>
            {repair.statusHistory.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its end.
              <tr key={index}>
                <td>
                  <time dateTime={entry.at}>
                    {formatDate(entry.at, { dateStyle: 'medium', timeStyle: 'short' })}
                  </time>
                </td>
                <td>{labels.status(entry.status)}</td>
                <td>{entry.note ?? ''}</td>
                <td>{entry.by ?? t('customer')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollingTable>
    </section>
  );
}

/** The e-mails the shop sent about the repair, oldest first: what the customer has been told. */
export function RepairEmails({ repair }: { repair: Repair }) {
  const intl = useIntl();
  const t = (id: IdUnder<'admin.repair.emails.'>, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.repair.emails.${id}` }, values);
  const labels = useRepairLabels();
  const formatDate = useFormatDate();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={layout.card}>
      <h2 id={headingId}>{t('title')}</h2>
      {repair.emails.length === 0 ? (
        <p className={styles.muted}>{t('empty')}</p>
      ) : (
        <ScrollingTable labelledBy={headingId}>
          <table className={styles.table} aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">{t('at')}</th>
                <th scope="col">{t('kind')}</th>
                <th scope="col">{t('recipient')}</th>
                <th scope="col">{t('subject')}</th>
              </tr>
            </thead>
            <tbody>
              {repair.emails.map((email, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: in the order they were sent, never reordered.
                <tr key={index}>
                  <td>
                    <time dateTime={email.at}>
                      {formatDate(email.at, { dateStyle: 'medium', timeStyle: 'short' })}
                    </time>
                  </td>
                  <td>{labels.emailKind(email.kind)}</td>
                  <td>{email.recipient}</td>
                  <td>{email.subject}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      )}
    </section>
  );
}
