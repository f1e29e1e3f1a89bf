import { useIntl } from 'react-intl';
import type { PackingPackage } from 'shared-domain/contracts/staff.ts';
import type { IdUnder } from '../messages/message-ids.ts';
import styles from './packing.module.css';

/** A finished package: its label and packing slip to print, the tracking number, test mode said aloud. */
export function PackageDocuments({ pkg }: { pkg: PackingPackage | null }) {
  const intl = useIntl();
  if (!pkg || pkg.state === 'packing') return null;
  const t = (id: IdUnder<'warehouse.packing.package.'>, values?: Record<string, string>) =>
    intl.formatMessage({ id: `warehouse.packing.package.${id}` }, values);
  return (
    <section aria-labelledby="packing-package" className={styles.panel}>
      <h2 id="packing-package">{t(`state.${pkg.state}`)}</h2>
      {pkg.testMode && <p className={styles.testMode}>{t('testMode')}</p>}
      {pkg.trackingNumber && <p>{t('tracking', { tracking: pkg.trackingNumber })}</p>}
      <ul className={styles.documents}>
        {pkg.labelUrl && (
          <li>
            <a href={pkg.labelUrl} target="_blank" rel="noopener">
              {t('label')}
            </a>
          </li>
        )}
        {pkg.slipUrl && (
          <li>
            <a href={pkg.slipUrl} target="_blank" rel="noopener">
              {t('slip')}
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}
