import { useIntl } from 'react-intl';
import type { ProductStock } from 'shared-domain';
import styles from './product-page.module.css';

/** Pieces to order online, pieces per store, and how soon a store reservation is ready. */
export function ProductAvailability({ online, stock }: { online: number; stock: ProductStock }) {
  const intl = useIntl();
  return (
    <section className={styles.section} aria-labelledby="product-availability">
      <h2 id="product-availability" className={styles.sectionTitle}>
        {intl.formatMessage({ id: 'catalogue.productPage.availability' })}
      </h2>
      <p className={online > 0 ? styles.inStock : styles.outOfStock}>
        {online > 0
          ? intl.formatMessage({ id: 'catalogue.productPage.onlineInStock' }, { count: online })
          : intl.formatMessage({ id: 'catalogue.productPage.onlineOutOfStock' })}
      </p>
      {stock.stores.length > 0 && (
        <>
          <h3 className={styles.subTitle}>{intl.formatMessage({ id: 'catalogue.productPage.stores' })}</h3>
          <ul className={styles.storeList}>
            {stock.stores.map((store) => (
              <li key={store.storeId}>
                <span>
                  {store.name}, {store.city}
                </span>
                <span className={store.quantity > 0 ? styles.inStock : styles.outOfStock}>
                  {intl.formatMessage(
                    { id: 'catalogue.productPage.storeQuantity' },
                    { count: store.quantity },
                  )}
                </span>
              </li>
            ))}
          </ul>
          <p className={styles.note}>
            {intl.formatMessage(
              { id: 'catalogue.productPage.reservation' },
              { minutes: stock.reservationReadyMinutes },
            )}
          </p>
        </>
      )}
    </section>
  );
}
