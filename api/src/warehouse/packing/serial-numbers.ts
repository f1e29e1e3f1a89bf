import { isLuhnValid, normalizeImei } from 'shared-domain/validation';

// Which products need their serial number scanned when packed, and what a valid one looks like:
// phones carry an IMEI (15 digits, the last a Luhn check digit), tablets and smartwatches a
// manufacturer's serial number; accessories none.

export type SerialKind = 'imei' | 'serial';

const kindOfProductType: Record<string, SerialKind> = {
  phones: 'imei',
  tablets: 'serial',
  smartwatches: 'serial',
};

export function serialKindOf(productTypeCode: string): SerialKind | null {
  return kindOfProductType[productTypeCode] ?? null;
}

/** The serial as stored (an IMEI without its printed spaces and dashes), or null when not valid. */
export function validSerial(kind: SerialKind, code: string): string | null {
  if (kind === 'imei') {
    const imei = normalizeImei(code);
    return /^\d{15}$/.test(imei) && isLuhnValid(imei) ? imei : null;
  }
  const serial = code.trim().toUpperCase();
  return /^[A-Z0-9]{8,20}$/.test(serial) ? serial : null;
}
