import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import layout from '../frame/detail-layout.module.css';
import styles from './buyouts.module.css';

export interface Fact {
  label: string;
  /** Left empty, it reads "Neuvedeno": a blank would look like a loading error. */
  value: ReactNode;
}

/** A titled card of label–value pairs. */
export function FactList({ title, facts, children }: { title: string; facts: Fact[]; children?: ReactNode }) {
  const intl = useIntl();
  const headingId = useId();
  const notGiven = intl.formatMessage({ id: 'admin.buyout.notGiven' });
  return (
    <section aria-labelledby={headingId} className={layout.card}>
      <h2 id={headingId}>{title}</h2>
      {facts.length > 0 && (
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.label} className={styles.fact}>
              <dt>{fact.label}</dt>
              <dd>
                {fact.value === null || fact.value === undefined || fact.value === '' ? notGiven : fact.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {children}
    </section>
  );
}
