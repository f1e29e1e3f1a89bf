import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { InstallmentCompany, InstallmentPriceList } from 'shared-domain';
import { Alert, Button, useApiErrorMessage, useFormatMoney, useShop, useToast } from 'shared-ui';
import { ScrollingTable } from 'shared-ui/data-grid';
import type { IdUnder } from '../messages/message-ids.ts';
import { CompanyForm } from './company-form.tsx';
import styles from './installments.module.css';
import {
  useDeactivateInstallmentCompanyMutation,
  useDeactivateInstallmentPriceListMutation,
} from './installments-api.ts';
import { PriceListForm } from './price-list-form.tsx';

type Editing = { kind: 'company' } | { kind: 'priceList'; priceList?: InstallmentPriceList } | null;

/** One company: its limits, its adapter (test mode labelled), its price lists and their forms. */
export function CompanyCard({ company }: { company: InstallmentCompany }) {
  const intl = useIntl();
  const { currency } = useShop();
  const formatMoney = useFormatMoney();
  const describe = useApiErrorMessage();
  const toast = useToast();
  const headingId = useId();
  const tableId = useId();
  const t = (id: IdUnder<'admin.installments.'>, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.installments.${id}` }, values);
  const [editing, setEditing] = useState<Editing>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [deactivateCompany, companyOff] = useDeactivateInstallmentCompanyMutation();
  const [deactivateList, listOff] = useDeactivateInstallmentPriceListMutation();
  const money = (amount: number) => formatMoney({ amount, currency });
  const percent = (value: number) =>
    intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 2 });

  const run = async (action: () => Promise<unknown>, done: string) => {
    setFailure(null);
    try {
      await action();
      toast.show({ tone: 'success', message: done });
    } catch (error) {
      setFailure(describe(error));
    }
  };

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId}>
        {company.name}
        {company.testMode && <strong className={styles.testBadge}>{t('testMode')}</strong>}
        {!company.active && <span className={styles.inactive}>{t('inactive')}</span>}
      </h3>
      <dl className={styles.facts}>
        <dt>{t('company.code')}</dt>
        <dd>{company.code}</dd>
        <dt>{t('company.limits')}</dt>
        <dd>{t('company.range', { lowest: money(company.minAmount), highest: money(company.maxAmount) })}</dd>
        <dt>{t('company.adapter')}</dt>
        <dd>{company.testMode ? t('company.adapterTestName') : company.adapter}</dd>
      </dl>
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setEditing({ kind: 'company' })}>
          {t('company.edit')}
        </Button>
        {company.active && (
          <Button
            variant="secondary"
            loading={companyOff.isLoading}
            onClick={() => void run(() => deactivateCompany(company.id).unwrap(), t('company.deactivated'))}
          >
            {t('company.deactivate')}
          </Button>
        )}
        <Button variant="secondary" onClick={() => setEditing({ kind: 'priceList' })}>
          {t('priceList.add')}
        </Button>
      </div>
      {editing?.kind === 'company' && <CompanyForm company={company} onDone={() => setEditing(null)} />}
      {editing?.kind === 'priceList' && (
        <PriceListForm
          key={editing.priceList?.id ?? 'new'}
          companyId={company.id}
          priceList={editing.priceList}
          onDone={() => setEditing(null)}
        />
      )}
      {company.priceLists.length === 0 ? (
        <p className={styles.muted}>{t('priceList.none')}</p>
      ) : (
        <ScrollingTable labelledBy={tableId}>
          <table className={styles.table}>
            <caption id={tableId}>{t('priceList.caption', { name: company.name })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('priceList.barem')}</th>
                <th scope="col">{t('priceList.type')}</th>
                <th scope="col">{t('priceList.months')}</th>
                <th scope="col">{t('priceList.apr')}</th>
                <th scope="col">{t('priceList.downPaymentPercent')}</th>
                <th scope="col">{t('priceList.validity')}</th>
                <th scope="col">{t('priceList.example')}</th>
                <th scope="col">{t('priceList.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {company.priceLists.map((list) => (
                <tr key={list.id}>
                  <th scope="row">
                    {list.barem}
                    <span className={styles.secondary}>{list.code}</span>
                    {!list.active && <span className={styles.inactive}>{t('inactive')}</span>}
                  </th>
                  <td>{list.type}</td>
                  <td className={styles.numeric}>{list.months}</td>
                  <td className={styles.numeric}>{percent(list.apr)}</td>
                  <td className={styles.numeric}>
                    {list.downPaymentPercent === null ? '–' : percent(list.downPaymentPercent)}
                  </td>
                  <td>
                    {list.validFrom || list.validTo
                      ? t('priceList.validRange', { from: list.validFrom ?? '…', to: list.validTo ?? '…' })
                      : t('priceList.always')}
                  </td>
                  <td className={styles.numeric}>
                    {list.example &&
                      t('priceList.exampleValue', {
                        amount: formatMoney(list.example.amount),
                        monthly: formatMoney(list.example.monthly),
                      })}
                  </td>
                  <td>
                    <div className={styles.actions}>
                      <Button
                        size="small"
                        variant="secondary"
                        aria-label={t('priceList.editOf', { name: list.barem })}
                        onClick={() => setEditing({ kind: 'priceList', priceList: list })}
                      >
                        {t('priceList.edit')}
                      </Button>
                      {list.active && (
                        <Button
                          size="small"
                          variant="secondary"
                          loading={listOff.isLoading && listOff.originalArgs === list.id}
                          aria-label={t('priceList.deactivateOf', { name: list.barem })}
                          onClick={() =>
                            void run(() => deactivateList(list.id).unwrap(), t('priceList.deactivated'))
                          }
                        >
                          {t('priceList.deactivate')}
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      )}
    </section>
  );
}
