import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { PriceListDevice } from 'shared-domain';
import { Price } from 'shared-ui';
import type { IdUnder } from '../../messages/message-ids.ts';
import styles from './price-list.module.css';

/** One device: its repairs with prices, and what the shop pays for it by quality grade. */
export function PriceListDeviceView({ device }: { device: PriceListDevice }) {
  const intl = useIntl();
  const titleId = useId();
  const t = (id: IdUnder<'catalogue.priceList.'>) => intl.formatMessage({ id: `catalogue.priceList.${id}` });
  return (
    <section className={styles.device} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.deviceTitle}>
        {device.name} <span className={styles.type}>{device.type.name}</span>
      </h2>
      <div className={styles.tables}>
        {device.repairs.length > 0 ? (
          <table className={styles.table}>
            <caption>{t('repairs')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('repair')}</th>
                <th scope="col">{t('price')}</th>
              </tr>
            </thead>
            <tbody>
              {device.repairs.map((repair) => (
                <tr key={repair.kind}>
                  <th scope="row">{repair.name}</th>
                  <td>
                    <Price value={repair.price} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className={styles.none}>{t('noRepairs')}</p>
        )}
        {device.buyout.length > 0 ? (
          <table className={styles.table}>
            <caption>{t('buyout')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('quality')}</th>
                <th scope="col">{t('buyoutPrice')}</th>
              </tr>
            </thead>
            <tbody>
              {device.buyout.map((row) => (
                <tr key={row.quality}>
                  <th scope="row">
                    {intl.formatMessage({ id: 'catalogue.priceList.grade' }, { grade: row.quality })}
                  </th>
                  <td>
                    <Price value={row.price} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className={styles.none}>{t('noBuyout')}</p>
        )}
      </div>
    </section>
  );
}
