import type { ShopCode } from 'shared-domain';
import type { Db, StoredAddress } from '../../platform/db/schema.ts';
import { CodedError } from '../../platform/errors.ts';
import { findPackageOfShop, selectSlipLines } from './package-repository.ts';
import { WarehousePdf } from './warehouse-pdf.ts';

// The packing slip that goes into the box: the order, where it goes, and what is in it, with the
// serial numbers scanned.

const slipTexts: Record<
  ShopCode,
  {
    title: string;
    order: string;
    recipient: string;
    item: string;
    quantity: string;
    serials: string;
    tracking: string;
  }
> = {
  cz: {
    title: 'Dodací list',
    order: 'Objednávka',
    recipient: 'Příjemce',
    item: 'Položka',
    quantity: 'Množství',
    serials: 'Sériová čísla',
    tracking: 'Zásilka',
  },
  ro: {
    title: 'Aviz de însoțire',
    order: 'Comanda',
    recipient: 'Destinatar',
    item: 'Articol',
    quantity: 'Cantitate',
    serials: 'Numere de serie',
    tracking: 'Expediție',
  },
};

const text = (address: StoredAddress | null, key: string) => {
  const value = address?.[key];
  return typeof value === 'string' ? value : '';
};

/** The package of this shop (404 `package_not_found` otherwise), with its order. */
export async function packageOfShop(db: Db, shop: ShopCode, packageId: number) {
  const row = await findPackageOfShop(db, shop, packageId);
  if (!row) throw new CodedError('not_found', 'package_not_found', 404);
  return row;
}

export async function renderPackingSlip(db: Db, shop: ShopCode, packageId: number): Promise<Uint8Array> {
  const pkg = await packageOfShop(db, shop, packageId);
  const t = slipTexts[shop];
  const lines = await selectSlipLines(db, pkg.orderId);
  const pdf = await WarehousePdf.create(shop, `${t.title} ${pkg.number}`);
  pdf.line(`${t.title} — ${t.order} ${pkg.number}`, { size: 16, bold: true });
  if (pkg.tracking_number) pdf.line(`${t.tracking}: ${pkg.carrier ?? ''} ${pkg.tracking_number}`);
  pdf.gap();
  const address = pkg.delivery_address ?? pkg.billing_address;
  pdf.line(t.recipient, { bold: true });
  for (const part of [
    `${text(address, 'first_name')} ${text(address, 'last_name')}`.trim(),
    text(address, 'company'),
    text(address, 'address'),
    `${text(address, 'postcode')} ${text(address, 'city')}`.trim(),
    text(address, 'phone'),
  ])
    if (part) pdf.line(part);
  pdf.gap();
  pdf.line(t.item, {
    bold: true,
    columns: [
      [t.quantity, 380],
      [t.serials, 450],
    ],
  });
  for (const line of lines) {
    pdf.line(`${line.name} (${line.code})`, { columns: [[String(line.quantity), 380]] });
    for (const serial of line.serials ?? []) pdf.line('', { size: 9, columns: [[serial, 450]] });
  }
  return pdf.save();
}
