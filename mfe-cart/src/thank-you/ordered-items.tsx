import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { OrderItem } from 'shared-domain';
import { Price } from 'shared-ui';
import { orderedProducts } from './ordered-lines.ts';
import styles from './thank-you.module.css';

/** What was bought: each product with its quantity and price, its services listed under it. */
export function OrderedItems({ items }: { items: readonly OrderItem[] }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage({ id: 'checkout.thankYou.items' })}</h2>
      <ul className={styles.items}>
        {orderedProducts(items).map(({ line, extras }, index) => (
          // Lines have no id of their own and a name may repeat; the list never reorders.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <li key={index} className={styles.item}>
            <div className={styles.line}>
              <span className={styles.name}>{line.product}</span>
              {line.kind === 'product' && (
                <span className={styles.quantity}>
                  {intl.formatMessage({ id: 'checkout.thankYou.quantity' }, { count: line.quantity })}
                </span>
              )}
              <Price value={line.finalPrice} />
            </div>
            {extras.length > 0 && (
              <ul className={styles.extras}>
                {extras.map((extra, extraIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the same service may come twice.
                  <li key={extraIndex} className={styles.line}>
                    <span className={styles.name}>{extra.product}</span>
                    <Price value={extra.finalPrice} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
