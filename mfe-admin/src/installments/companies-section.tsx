import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, EmptyState, LoadError, SkeletonText } from 'shared-ui';
import type { IdUnder } from '../messages/message-ids.ts';
import { CompanyCard } from './company-card.tsx';
import { CompanyForm } from './company-form.tsx';
import styles from './installments.module.css';
import { useGetInstallmentCompaniesQuery } from './installments-api.ts';

/** The shop's installment companies with their price lists, which the storefront's calculator reads. */
export function CompaniesSection() {
  const intl = useIntl();
  const headingId = useId();
  const t = (id: IdUnder<'admin.installments.'>) => intl.formatMessage({ id: `admin.installments.${id}` });
  const { data, error, isLoading, refetch } = useGetInstallmentCompaniesQuery();
  const [adding, setAdding] = useState(false);

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('companies.title')}</h2>
      <p className={styles.muted}>{t('companies.lead')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setAdding(true)} disabled={adding}>
          {t('company.add')}
        </Button>
      </div>
      {adding && <CompanyForm onDone={() => setAdding(false)} />}
      {isLoading ? (
        <div role="status">
          <span className={styles.muted}>{t('loading')}</span>
          <SkeletonText lines={4} />
        </div>
      ) : error ? (
        <LoadError error={error} onRetry={refetch} />
      ) : !data || data.companies.length === 0 ? (
        <EmptyState headingLevel={3} title={t('companies.empty')} />
      ) : (
        <div className={styles.companies}>
          {data.companies.map((company) => (
            <CompanyCard key={company.id} company={company} />
          ))}
        </div>
      )}
    </section>
  );
}
