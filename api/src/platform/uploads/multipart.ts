import busboy from 'busboy';
import type { Request } from 'express';
import { type AppError, CodedError } from '../errors.ts';
import { type FileKind, fileKindOf, mimeOfKind } from './file-kind.ts';

// Reads a multipart/form-data upload: one file in the field `file`, plus short text fields. The
// file is held in memory (uploads are limited to a few megabytes) so its real kind can be read
// from its bytes; a CSV's kind needs all of them (valid UTF-8 throughout).

export interface UploadedFile {
  kind: FileKind;
  /** The MIME type of the sniffed kind, never the sender's Content-Type. */
  mime: string;
  bytes: Buffer;
  /** The name on the sender's disk: for showing only, never for storing. */
  filename: string;
}

export interface UploadedForm {
  file: UploadedFile;
  /** The text fields sent along (the last value of a repeated name wins). */
  fields: Record<string, string>;
}

export interface ReadUploadOptions {
  maxBytes: number;
  accept: readonly FileKind[];
  /**
   * The refusal of a file of another kind (what was found, undefined for unknown bytes); by default
   * 400 `unsupported_file_type`. An area with its own wording (imports: "only CSV") passes its own.
   */
  onWrongKind?: (found: FileKind | undefined) => AppError;
}

export const FILE_FIELD = 'file';
const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 10_000;
/** What a multipart body carries beyond its file: boundaries, part headers, the text fields. */
export const MULTIPART_OVERHEAD_BYTES = MAX_FIELDS * MAX_FIELD_BYTES + 64 * 1024;

const fileRequired = () => new CodedError('validation', 'file_required', 400);
const tooLarge = () => new CodedError('validation', 'payload_too_large', 413);
const unsupportedKind = () => new CodedError('validation', 'unsupported_file_type', 400);
const malformed = () => new CodedError('validation', 'invalid_body', 400);

export async function readUploadedFile(req: Request, options: ReadUploadOptions): Promise<UploadedForm> {
  const declared = Number(req.get('content-length'));
  // Refused before reading: the connection is closed after the answer rather than read to its end.
  if (Number.isFinite(declared) && declared > options.maxBytes + MULTIPART_OVERHEAD_BYTES)
    throw new CodedError('validation', 'payload_too_large', 413, { Connection: 'close' });
  const { file, fields } = await readParts(req, options.maxBytes);
  if (!file || file.bytes.length === 0) throw fileRequired();
  const kind = fileKindOf(file.bytes);
  if (kind === undefined || !options.accept.includes(kind))
    throw options.onWrongKind ? options.onWrongKind(kind) : unsupportedKind();
  return { file: { kind, mime: mimeOfKind[kind], bytes: file.bytes, filename: file.filename }, fields };
}

export interface RawParts {
  file: { bytes: Buffer; filename: string } | undefined;
  fields: Record<string, string>;
}

/** The raw parts: the file of `fileField` (unchecked) and the text fields; refuses a malformed or oversized body. */
export function readParts(req: Request, maxBytes: number, fileField = FILE_FIELD): Promise<RawParts> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      limits: {
        files: 1,
        fileSize: maxBytes,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: MAX_FIELDS + 1,
      },
    });
  } catch {
    // Not multipart/form-data at all (JSON, no Content-Type, no boundary): there is no file.
    return drain(req, MULTIPART_OVERHEAD_BYTES).then(() => Promise.reject(fileRequired()));
  }
  return new Promise<RawParts>((resolve, reject) => {
    const fields: Record<string, string> = {};
    let file: RawParts['file'];
    let refusal: AppError | undefined;
    parser.on('file', (name, stream, info) => {
      // A body cut short fails the file's stream as well; the parser's 'error' answers it.
      stream.on('error', () => {});
      if (name !== fileField || file) {
        stream.resume(); // another field's file is not read
        return;
      }
      const chunks: Buffer[] = [];
      const received = { bytes: Buffer.alloc(0), filename: info.filename ?? '' };
      file = received;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        refusal ??= tooLarge();
      });
      stream.on('end', () => {
        received.bytes = Buffer.concat(chunks);
      });
    });
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) refusal ??= malformed();
      else fields[name] = value;
    });
    for (const limit of ['partsLimit', 'filesLimit', 'fieldsLimit'] as const)
      parser.on(limit, () => {
        refusal ??= malformed();
      });
    parser.on('error', () => {
      req.unpipe(parser);
      drain(req, maxBytes + MULTIPART_OVERHEAD_BYTES).then(() => reject(malformed()));
    });
    parser.on('close', () => (refusal ? reject(refusal) : resolve({ file, fields })));
    // Without a declared length (chunked), a body far over the limit is cut off, not read forever.
    let seen = 0;
    req.on('data', (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > 2 * (maxBytes + MULTIPART_OVERHEAD_BYTES)) {
        req.unpipe(parser);
        req.destroy();
        reject(tooLarge());
      }
    });
    req.pipe(parser);
  });
}

/**
 * Reads and drops the rest of a refused request body, so the client (still sending) gets the
 * answer instead of a reset connection; a body longer than `limit` is cut off instead.
 */
function drain(req: Request, limit: number): Promise<void> {
  return new Promise((resolve) => {
    if (req.readableEnded || req.destroyed) return resolve();
    let seen = 0;
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > limit) {
        req.off('data', onData);
        req.destroy();
        resolve();
      }
    };
    req.on('data', onData);
    req.once('end', () => resolve());
    req.once('close', () => resolve());
    req.resume();
  });
}
