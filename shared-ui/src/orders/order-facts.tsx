import type { ReactNode } from 'react';
import type { OrderDetail } from 'shared-domain';
import styles from './order-detail.module.css';

/** A list of labelled values ("Stav platby: Zaplaceno"). */
export function Facts({ children }: { children: ReactNode }) {
  return <dl className={styles.facts}>{children}</dl>;
}

export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function AddressLines({ address }: { address: OrderDetail['billingAddress'] }) {
  return (
    <address className={styles.address}>
      {address.name}
      {address.company && (
        <>
          <br />
          {address.company}
        </>
      )}
      <br />
      {address.street}
      <br />
      {`${address.postcode} ${address.city}`}
    </address>
  );
}
