import { useIntl } from 'react-intl';
import { type ProductOffers as Offers, productPath, type ServiceOffer } from 'shared-domain';
import { Link, Price } from 'shared-ui';
import styles from './product-page.module.css';

function ServiceList({ title, offers }: { title: string; offers: ServiceOffer[] }) {
  if (offers.length === 0) return null;
  return (
    <>
      <h3 className={styles.subTitle}>{title}</h3>
      <ul className={styles.serviceList}>
        {offers.map((offer) => (
          <li key={offer.code}>
            <div>
              <p className={styles.serviceName}>{offer.name}</p>
              <p className={styles.note}>{offer.description}</p>
            </div>
            <Price value={offer.price} className={styles.servicePrice} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** Insurance and extended warranty (chosen later in the cart) and accessories that go with the product. */
export function ProductOffers({ offers }: { offers: Offers }) {
  const intl = useIntl();
  const hasServices = offers.insurance.length > 0 || offers.warranty.length > 0;
  return (
    <>
      {hasServices && (
        <section className={styles.section} aria-labelledby="product-offers">
          <h2 id="product-offers" className={styles.sectionTitle}>
            {intl.formatMessage({ id: 'catalogue.productPage.offers' })}
          </h2>
          <ServiceList
            title={intl.formatMessage({ id: 'catalogue.productPage.insurance' })}
            offers={offers.insurance}
          />
          <ServiceList
            title={intl.formatMessage({ id: 'catalogue.productPage.warranty' })}
            offers={offers.warranty}
          />
          <p className={styles.note}>{intl.formatMessage({ id: 'catalogue.productPage.offersHint' })}</p>
        </section>
      )}
      {offers.accessories.length > 0 && (
        <section className={styles.section} aria-labelledby="product-accessories">
          <h2 id="product-accessories" className={styles.sectionTitle}>
            {intl.formatMessage({ id: 'catalogue.productPage.accessories' })}
          </h2>
          <ul className={styles.accessories}>
            {offers.accessories.map((accessory) => (
              <li key={accessory.id} className={styles.accessory}>
                <p className={styles.accessoryBrand}>{accessory.manufacturer}</p>
                <Link
                  to={productPath(accessory.typeSeoName, accessory.seoName)}
                  className={styles.accessoryLink}
                >
                  {accessory.name}
                </Link>
                <Price value={accessory.price} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
