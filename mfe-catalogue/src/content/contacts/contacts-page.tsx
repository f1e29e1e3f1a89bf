import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ShopCode } from 'shared-domain';
import { contentPath } from 'shared-domain/content-paths.ts';
import { buttonClassName, Link, LoadError, Skeleton, useDocumentTitle, useShop } from 'shared-ui';
import type { IdUnder } from '../../messages/message-ids.ts';
import { useGetCompanyContactsQuery, useGetStorePagesQuery } from '../content-api.ts';
import { OpenStateLabel } from '../stores/store-hours.tsx';
import styles from './contacts.module.css';

/** The contact form's address below the forms area (the forms feature routes it). */
const contactFormSlug: Record<ShopCode, string> = { cz: 'kontakt', ro: 'contact' };

/** /kontakty (ro /contact): the company, the hotline and e-mail, the contact form and the stores. */
export function ContactsPage() {
  const intl = useIntl();
  const { shop } = useShop();
  const title = intl.formatMessage({ id: 'catalogue.contacts.title' });
  useDocumentTitle(title);
  const company = useGetCompanyContactsQuery();
  const stores = useGetStorePagesQuery(undefined);
  const companyId = useId();
  const writeId = useId();
  const storesId = useId();
  const t = (id: IdUnder<'catalogue.contacts.'>) => intl.formatMessage({ id: `catalogue.contacts.${id}` });

  return (
    <div className={styles.page} aria-busy={company.isLoading || stores.isLoading || undefined}>
      <h1>{title}</h1>
      <div className={styles.columns}>
        <section aria-labelledby={companyId}>
          <h2 id={companyId}>{t('company')}</h2>
          {company.isLoading ? (
            <Skeleton variant="rect" height="8rem" />
          ) : company.data ? (
            <>
              <p className={styles.company}>
                <strong>{company.data.name}</strong>
                <br />
                {company.data.address}
                <br />
                {company.data.registration}
              </p>
              <dl className={styles.facts}>
                <dt>{t('hotline')}</dt>
                <dd>
                  <a href={`tel:${company.data.hotline.replace(/\s+/g, '')}`}>{company.data.hotline}</a>
                </dd>
                <dt>{t('email')}</dt>
                <dd>
                  <a href={`mailto:${company.data.email}`}>{company.data.email}</a>
                </dd>
              </dl>
            </>
          ) : (
            <LoadError error={company.error} onRetry={company.refetch} />
          )}
        </section>
        <section aria-labelledby={writeId}>
          <h2 id={writeId}>{t('write')}</h2>
          <p>{t('formHint')}</p>
          <Link to={contentPath(shop, 'forms', contactFormSlug[shop])} className={buttonClassName('primary')}>
            {t('formLink')}
          </Link>
        </section>
      </div>
      <section aria-labelledby={storesId} className={styles.stores}>
        <h2 id={storesId}>{t('stores')}</h2>
        {stores.isLoading ? (
          <Skeleton variant="rect" height="12rem" />
        ) : stores.data ? (
          <ul className={styles.storeList}>
            {stores.data.items.map((store) => (
              <li key={store.id}>
                <Link to={contentPath(shop, 'stores', store.slug)}>{store.name}</Link>
                <span className={styles.storeAddress}>
                  {store.street}, {store.city}
                  {store.phone ? ` · ${store.phone}` : ''}
                </span>
                <OpenStateLabel store={store} />
              </li>
            ))}
          </ul>
        ) : (
          <LoadError error={stores.error} onRetry={stores.refetch} />
        )}
        <Link to={contentPath(shop, 'stores')}>{t('allStores')}</Link>
      </section>
    </div>
  );
}
