import { useIntl } from 'react-intl';
import {
  confirmedPackingCommands,
  type PackingCommand,
  packingCommands,
} from 'shared-domain/contracts/staff.ts';
import { Button, PageLayout } from 'shared-ui';
import type { IdUnder, MessageId } from '../messages/message-ids.ts';
import { BarcodeSvg } from './barcode-svg.tsx';
import styles from './command-sheet.module.css';

const commands = Object.entries(packingCommands) as [keyof typeof packingCommands, PackingCommand][];
// The sheet names each command as the packing station's button for it does.
const commandLabel: Record<keyof typeof packingCommands, MessageId> = {
  finish: 'warehouse.packing.action.finish',
  handOver: 'warehouse.packing.action.handOver',
  skip: 'warehouse.packing.action.skip',
  undo: 'warehouse.packing.action.undo',
  cancelOrder: 'warehouse.packing.action.cancelOrder',
};

/** A printable sheet of the command barcodes to stick on the packing table. */
export function CommandSheetPage() {
  const intl = useIntl();
  const t = (id: IdUnder<'warehouse.commands.'>) => intl.formatMessage({ id: `warehouse.commands.${id}` });
  return (
    <PageLayout title={t('title')} lead={t('lead')}>
      <div className={styles.noPrint}>
        <Button onClick={() => window.print()}>{t('print')}</Button>
      </div>
      <ul className={styles.sheet}>
        {commands.map(([key, code]) => (
          <li key={code} className={styles.command}>
            <strong className={styles.label}>{intl.formatMessage({ id: commandLabel[key] })}</strong>
            <BarcodeSvg text={code} />
            <span className={styles.code}>{code}</span>
            {confirmedPackingCommands.includes(code) && <span className={styles.note}>{t('scanTwice')}</span>}
          </li>
        ))}
      </ul>
    </PageLayout>
  );
}
