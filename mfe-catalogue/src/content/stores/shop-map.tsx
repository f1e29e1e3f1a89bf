import { useIntl } from 'react-intl';
import type { StoreCard } from 'shared-domain';
import { contentPath } from 'shared-domain/content-paths.ts';
import { Link, useShop, visuallyHidden } from 'shared-ui';
import { countryOutlines } from './country-outlines.ts';
import styles from './stores.module.css';
import { fitProjection } from './svg-projection.ts';

/**
 * The built-in shop map: the country's outline drawn in SVG (decoration only) under one marker per
 * store. The markers are ordinary links placed over it, named after the store, so the map works
 * from the keyboard and reads as a list of links to a screen reader. No tiles, no third party.
 */
export function ShopMap({ stores, highlighted }: { stores: readonly StoreCard[]; highlighted?: string }) {
  const intl = useIntl();
  const { shop } = useShop();
  const outline = countryOutlines[shop];
  const projection = fitProjection(outline, 640, 24);
  const path = `${outline
    .map(([lng, lat], index) => {
      const { x, y } = projection.point(lng, lat);
      return `${index === 0 ? 'M' : 'L'}${x} ${y}`;
    })
    .join(' ')} Z`;
  return (
    <figure
      className={styles.figure}
      aria-label={intl.formatMessage({ id: 'catalogue.stores.map' })}
      style={{ aspectRatio: `${projection.width} / ${projection.height}` }}
    >
      <svg
        className={styles.map}
        viewBox={`0 0 ${projection.width} ${projection.height}`}
        aria-hidden="true"
        focusable="false"
      >
        <path d={path} className={styles.country} />
      </svg>
      <ul className={styles.markers}>
        {stores.map((store) => {
          const { x, y } = projection.point(store.longitude, store.latitude);
          return (
            <li
              key={store.id}
              className={styles.markerItem}
              style={{ left: `${(x / projection.width) * 100}%`, top: `${(y / projection.height) * 100}%` }}
            >
              <Link
                to={contentPath(shop, 'stores', store.slug)}
                className={store.slug === highlighted ? styles.markerActive : styles.marker}
                title={store.name}
              >
                <span className={visuallyHidden}>{`${store.name}, ${store.street}, ${store.city}`}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
