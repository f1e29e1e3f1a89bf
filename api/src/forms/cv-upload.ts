import type { Request } from 'express';
import { CV_FIELD } from 'shared-domain/contracts/forms.ts';
import { AppError } from '../platform/errors.ts';
import { type FileKind, fileKindOf, mimeOfKind } from '../platform/uploads/file-kind.ts';
import { MULTIPART_OVERHEAD_BYTES, readParts, type UploadedFile } from '../platform/uploads/multipart.ts';

// Reads a job application (multipart/form-data): its text fields and the CV, whose kind is read
// from its bytes (a "cv.pdf" that is a picture or a script is refused). A CV that is missing, of
// another kind or too big is reported with the fields' own errors, so the form shows them all.

const CV_KINDS: readonly FileKind[] = ['pdf', 'doc', 'docx'];

export interface CvReading {
  fields: Record<string, string>;
  file?: UploadedFile;
  error?: 'cvRequired' | 'cvWrongType' | 'cvTooLarge';
  /** The body was refused unread: the connection is closed after the answer. */
  closeConnection?: boolean;
}

export async function readJobApplication(req: Request, maxBytes: number): Promise<CvReading> {
  const declared = Number(req.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_OVERHEAD_BYTES)
    return { fields: {}, error: 'cvTooLarge', closeConnection: true };
  let parts: Awaited<ReturnType<typeof readParts>>;
  try {
    parts = await readParts(req, maxBytes, CV_FIELD);
  } catch (error) {
    if (error instanceof AppError && error.code === 'payload_too_large')
      return { fields: {}, error: 'cvTooLarge' };
    if (error instanceof AppError && error.code === 'file_required')
      return { fields: {}, error: 'cvRequired' };
    throw error;
  }
  const { file, fields } = parts;
  if (!file || file.bytes.length === 0) return { fields, error: 'cvRequired' };
  const kind = fileKindOf(file.bytes);
  if (kind === undefined || !CV_KINDS.includes(kind)) return { fields, error: 'cvWrongType' };
  return { fields, file: { kind, mime: mimeOfKind[kind], bytes: file.bytes, filename: file.filename } };
}
