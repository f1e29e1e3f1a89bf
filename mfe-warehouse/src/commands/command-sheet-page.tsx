import { useIntl } from 'react-intl';
import {
  confirmedPackingCommands,
  type PackingCommand,
  packingCommands,
} from 'shared-domain/contracts/staff.ts';
import { Button, PageLayout } from 'shared-ui';
import { BarcodeSvg } from './barcode-svg.tsx';
import styles from './command-sheet.module.css';

const commands = Object.entries(packingCommands) as [keyof typeof packingCommands, PackingCommand][];

/** A printable sheet of the command barcodes to stick on the packing table. */
export function CommandSheetPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `warehouse.commands.${id}` });
  return (
    <PageLayout title={t('title')} lead={t('lead')}>
      <div className={styles.noPrint}>
        <Button onClick={() => window.print()}>{t('print')}</Button>
      </div>
      <ul className={styles.sheet}>
        {commands.map(([key, code]) => (
          <li key={code} className={styles.command}>
            <strong className={styles.label}>
              {intl.formatMessage({ id: `warehouse.packing.action.${key}` })}
            </strong>
            <BarcodeSvg text={code} />
            <span className={styles.code}>{code}</span>
            {confirmedPackingCommands.includes(code) && <span className={styles.note}>{t('scanTwice')}</span>}
          </li>
        ))}
      </ul>
    </PageLayout>
  );
}
