// What an uploaded file really is, read from its bytes: the name and the Content-Type are the
// sender's claims, and a "photo.jpg" that is an HTML page or a script must never be stored as
// an image. Each kind is recognised by its format's signature (magic number).

export const fileKinds = ['jpeg', 'png', 'webp', 'avif', 'gif', 'csv', 'pdf', 'doc', 'docx'] as const;
export type FileKind = (typeof fileKinds)[number];

export const imageKinds = ['jpeg', 'png', 'webp', 'avif', 'gif'] as const satisfies readonly FileKind[];

export const mimeOfKind: Readonly<Record<FileKind, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  csv: 'text/csv',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const PDF = ascii('%PDF-');
/** The OLE compound file of Word 97–2003 (and other old Office files). */
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const FTYP = ascii('ftyp');
const AVIF_BRANDS = new Set(['avif', 'avis']);

/** The kind of the whole file, or undefined for anything not on the list. */
export function fileKindOf(bytes: Uint8Array): FileKind | undefined {
  if (bytes.length === 0) return undefined;
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return 'gif';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'webp';
  if (isAvif(bytes)) return 'avif';
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, OLE)) return 'doc';
  if (startsWith(bytes, ZIP)) return isWordDocument(bytes) ? 'docx' : undefined;
  if (isText(bytes)) return 'csv';
  return undefined;
}

/** An ISO-BMFF file whose `ftyp` box names AVIF as its major or a compatible brand. */
function isAvif(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, FTYP, 4)) return false;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  const end = Math.min(boxSize, bytes.length, 256);
  const brandAt = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (AVIF_BRANDS.has(brandAt(8))) return true;
  // After the major brand (8) and its version (12) come the compatible brands.
  for (let at = 16; at + 4 <= end; at += 4) if (AVIF_BRANDS.has(brandAt(at))) return true;
  return false;
}

/** A ZIP is a .docx when it holds Word's main part; other ZIPs (archives, .xlsx) are not accepted. */
function isWordDocument(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes('word/document.xml');
}

/** Text a CSV reader can take: valid UTF-8 without NUL bytes (which only binary files carry). */
function isText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}
