import { type ApiErrorCode, type ShopCode, shops } from 'shared-domain';
import { apiErrorMessages } from 'shared-domain/api-error-messages.ts';
import { AppError, CodedError } from '../../platform/errors.ts';

// The refusals of the master data admin, in the shop's words. A taken code is also put at the
// form's `code` field, so the form shows it where it was typed.

export function conflict(code: ApiErrorCode): AppError {
  return new CodedError('conflict', code, 409);
}

export function notFoundError(code: ApiErrorCode): AppError {
  return new CodedError('not_found', code, 404);
}

export function codeTaken(shop: ShopCode): AppError {
  const message = apiErrorMessages[shops[shop].locale].attribute_code_taken;
  return new AppError('conflict', 'attribute_code_taken', 409, message, { form: { code: [message] } });
}

/** "Atribut je vyplněný u 3 produktů." — why deleting an attribute needs the values deleted too. */
export function attributeInUse(shop: ShopCode, valueCount: number): AppError {
  const message =
    shop === 'cz'
      ? `Atribut je vyplněný u\u00a0${valueCount} ${valueCount === 1 ? 'produktu' : 'produktů'}.`
      : `Atributul este completat la ${valueCount} ${roProducts(valueCount)}.`;
  return new AppError('conflict', 'attribute_in_use', 409, message);
}

/** Romanian counts from 20 take "de": 1 produs, 5 produse, 20 de produse. */
function roProducts(count: number): string {
  if (count === 1) return 'produs';
  const rest = count % 100;
  return count === 0 || (rest >= 1 && rest <= 19) ? 'produse' : 'de produse';
}
