import type { ShopCode } from 'shared-domain';
import type { Db } from '../../platform/db/schema.ts';
import { CodedError } from '../../platform/errors.ts';
import { WarehousePdf } from '../packing/warehouse-pdf.ts';
import { findHandover, selectHandoverPackages } from './handover-repository.ts';

// The hand-over protocol the driver signs: the carrier, the day, the protocol's number, and each
// package handed over (order number, tracking number).

const protocolTexts: Record<
  ShopCode,
  {
    title: string;
    carrier: string;
    date: string;
    order: string;
    tracking: string;
    count: string;
    handedBy: string;
    takenBy: string;
  }
> = {
  cz: {
    title: 'Předávací protokol',
    carrier: 'Dopravce',
    date: 'Datum',
    order: 'Objednávka',
    tracking: 'Číslo zásilky',
    count: 'Počet balíků',
    handedBy: 'Předal (sklad)',
    takenBy: 'Převzal (dopravce)',
  },
  ro: {
    title: 'Proces-verbal de predare',
    carrier: 'Curier',
    date: 'Data',
    order: 'Comanda',
    tracking: 'Număr expediție',
    count: 'Număr de colete',
    handedBy: 'A predat (depozit)',
    takenBy: 'A preluat (curier)',
  },
};

export async function renderHandoverProtocol(
  db: Db,
  shop: ShopCode,
  handoverId: number,
): Promise<Uint8Array> {
  const handover = await findHandover(db, shop, handoverId);
  if (!handover) throw new CodedError('not_found', 'handover_not_found', 404);
  const packages = await selectHandoverPackages(db, handover.id);
  const t = protocolTexts[shop];
  const pdf = await WarehousePdf.create(shop, `${t.title} ${handover.number}`);
  pdf.line(`${t.title} ${handover.number}`, { size: 16, bold: true });
  pdf.line(`${t.carrier}: ${handover.carrier}`);
  pdf.line(`${t.date}: ${handover.day}`);
  pdf.line(`${t.count}: ${packages.length}`);
  pdf.gap();
  pdf.line(t.order, { bold: true, columns: [[t.tracking, 250]] });
  for (const pkg of packages) pdf.line(pkg.number, { columns: [[pkg.tracking_number ?? '', 250]] });
  pdf.gap(4);
  pdf.signature(t.handedBy, 50);
  pdf.signature(t.takenBy, 330);
  return pdf.save();
}
