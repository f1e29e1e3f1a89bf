import type { ShopCode } from 'shared-domain';
import { shops } from 'shared-domain';
import { apiErrorMessages } from 'shared-domain/api-error-messages.ts';
import type { Db } from '../../platform/db/schema.ts';
import { AppError, CodedError, notFound } from '../../platform/errors.ts';
import { bumpModelVersion, findModelId } from './master-product-repository.ts';

// Optimistic concurrency of the product admin: every save names the version it was made on and
// bumps it in the same transaction (the update also locks the row, so two saves run one by one).
// A save on an older version than the stored one would silently undo someone's change: 409.

export async function claimVersion(trx: Db, id: number, version: number): Promise<void> {
  const bumped = await bumpModelVersion(trx, id, version);
  if (bumped) return;
  const exists = await findModelId(trx, id);
  throw exists ? new CodedError('conflict', 'version_conflict', 409) : notFound('model_not_found');
}

/** A unique value (a code, an EAN, a SEO name) another product already has, at its form field. */
export function valueTaken(shop: ShopCode, field: string): AppError {
  const message = apiErrorMessages[shops[shop].locale].value_taken;
  return new AppError('validation', 'value_taken', 400, message, { form: { [field]: [message] } });
}

/** A field whose value refers to something that does not exist or does not fit (a colour, a choice). */
export function invalidField(shop: ShopCode, field: string, message: string): AppError {
  return new AppError(
    'validation',
    'invalid_request',
    400,
    apiErrorMessages[shops[shop].locale].invalid_request,
    {
      form: { [field]: [message] },
    },
  );
}
