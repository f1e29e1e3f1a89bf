import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { CurrencyCode } from 'shared-domain';
import { type AppraisalOutcome, buyoutPagePath } from 'shared-domain/buyout';
import { Link, Price, useFormatDate, useFormatMoney, useShop } from 'shared-ui';
import type { MessageId } from '../messages/message-ids.ts';
import styles from './appraisal.module.css';
import { gradeMeaning } from './grades.ts';

export interface PricePanelProps {
  outcome: AppraisalOutcome | null;
  currency: CurrencyCode;
  validUntil: string | null;
}

function Priced({
  outcome,
  currency,
  validUntil,
}: PricePanelProps & { outcome: Extract<AppraisalOutcome, { status: 'priced' }> }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDate();
  const { breakdown } = outcome;
  // A typographic minus: "−200 Kč" reads as a deduction, not as a hyphenated word.
  const signed = (amount: number) =>
    `${amount > 0 ? '+' : '−'}\u00a0${formatMoney({ amount: Math.abs(amount), currency })}`;
  return (
    <>
      <dl className={styles.lines}>
        <div className={styles.line}>
          <dt>{intl.formatMessage({ id: 'buyout.price.grade' })}</dt>
          <dd>
            <strong className={styles.grade}>{outcome.quality}</strong>{' '}
            {intl.formatMessage({ id: gradeMeaning[outcome.quality] })}
          </dd>
        </div>
        <div className={styles.line}>
          <dt>{intl.formatMessage({ id: 'buyout.price.base' }, { grade: outcome.quality })}</dt>
          <dd>
            <Price value={{ amount: breakdown.basePrice, currency }} />
          </dd>
        </div>
        {breakdown.lines.map((line) => (
          <div key={line.conditionId} className={styles.line}>
            <dt>
              {intl.formatMessage(
                { id: 'buyout.price.correction' },
                // A question reads oddly before a colon with its question mark: "Charger?: Yes".
                { question: line.question.replace(/\?\s*$/, ''), answer: line.answer },
              )}
            </dt>
            <dd>{signed(line.correction)}</dd>
          </div>
        ))}
        {breakdown.raisedToMinimum && (
          <div className={styles.line}>
            <dt>{intl.formatMessage({ id: 'buyout.price.minimum' })}</dt>
            <dd>
              <Price value={{ amount: breakdown.minimalPrice, currency }} />
            </dd>
          </div>
        )}
        <div className={`${styles.line} ${styles.total}`}>
          <dt>{intl.formatMessage({ id: 'buyout.price.total' })}</dt>
          <dd>
            <Price value={{ amount: outcome.price, currency }} />
          </dd>
        </div>
      </dl>
      {validUntil && (
        <p className={styles.validity}>
          {intl.formatMessage({ id: 'buyout.price.validUntil' }, { date: formatDate(validUntil) })}
        </p>
      )}
    </>
  );
}

type ImpossibleOutcome = Extract<AppraisalOutcome, { status: 'impossible' }>;

/** Why the device cannot be bought online: a new reason without its words fails tsc. */
const impossibleReason: Record<ImpossibleOutcome['reason'], MessageId> = {
  gate: 'buyout.price.impossible.gate',
  unbuyable_answer: 'buyout.price.impossible.unbuyable_answer',
  no_price_for_quality: 'buyout.price.impossible.no_price_for_quality',
};

function Impossible({ outcome }: { outcome: ImpossibleOutcome }) {
  const intl = useIntl();
  const { shop } = useShop();
  return (
    <div className={styles.impossible}>
      <p className={styles.impossibleTitle}>{intl.formatMessage({ id: 'buyout.price.impossible' })}</p>
      <p>{intl.formatMessage({ id: impossibleReason[outcome.reason] }, { grade: outcome.quality ?? '' })}</p>
      <p>
        {intl.formatMessage({ id: 'buyout.price.impossible.centres' })}{' '}
        <Link to={buyoutPagePath(shop, 'centres')}>{intl.formatMessage({ id: 'buyout.centres.link' })}</Link>
      </p>
    </div>
  );
}

/**
 * The offer as the answers come in. Polite live region: a screen reader hears the new price after
 * each answer without losing its place in the questions.
 */
export function PricePanel({ outcome, currency, validUntil }: PricePanelProps) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.panelTitle}>
        {intl.formatMessage({ id: 'buyout.price.title' })}
      </h3>
      <div aria-live="polite" className={styles.panelBody}>
        {outcome?.status === 'priced' && (
          <Priced outcome={outcome} currency={currency} validUntil={validUntil} />
        )}
        {outcome?.status === 'impossible' && <Impossible outcome={outcome} />}
        {(!outcome || outcome.status === 'incomplete') && (
          <p>
            {intl.formatMessage(
              { id: 'buyout.price.incomplete' },
              { count: outcome?.status === 'incomplete' ? outcome.unanswered.length : 0 },
            )}
          </p>
        )}
      </div>
    </section>
  );
}
