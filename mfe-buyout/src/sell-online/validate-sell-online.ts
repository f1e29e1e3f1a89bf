import {
  type AppraisalRequest,
  type FieldErrors,
  type Locale,
  type SellOnlineRequest,
  type ShopCode,
  shops,
} from 'shared-domain';
import {
  type PersonalInfoErrors,
  type PersonalInfoValues,
  personalInfoErrorsOf,
  sellOnlineBodyOf,
} from 'shared-domain/buyout';
import { sellOnlineRequestSchemaFor } from 'shared-domain/contracts';
import { formatValidationMessage, validationMessageOfIssue } from 'shared-domain/validation';

// The sell-online form is checked with the very schema the api validates with, so the customer sees
// the server's rules (and its texts) before anything is sent.

type SellOnlineSchema = ReturnType<typeof sellOnlineRequestSchemaFor>;
type Issue = Parameters<typeof validationMessageOfIssue>[0];

export type SellOnlineCheck =
  | { ok: true; body: SellOnlineRequest }
  | { ok: false; errors: PersonalInfoErrors };

const schemas = new Map<ShopCode, SellOnlineSchema>();

function schemaOf(shop: ShopCode): SellOnlineSchema {
  let schema = schemas.get(shop);
  if (!schema) {
    schema = sellOnlineRequestSchemaFor(shop);
    schemas.set(shop, schema);
  }
  return schema;
}

/**
 * zod's own checks carry English text; the few the schema has (a missing value, a too long or too
 * short one) get the catalogue's message, as the api's field-errors does.
 */
function messageOfIssue(issue: Issue, locale: Locale): string {
  if (issue.code === 'invalid_type') return formatValidationMessage(locale, 'required');
  if (issue.code === 'too_big' && issue.origin === 'string') {
    return formatValidationMessage(locale, 'maxLength', { maxlength: Number(issue.maximum) });
  }
  if (issue.code === 'too_small' && issue.origin === 'string') {
    return formatValidationMessage(locale, 'required');
  }
  return validationMessageOfIssue(issue, locale);
}

/** Zod issues → the api's grouped error shape: the first path segment is the group. */
export function groupedErrorsOf(issues: readonly Issue[], locale: Locale): FieldErrors {
  const grouped: FieldErrors = {};
  for (const issue of issues) {
    const [first, second] = issue.path.map(String);
    const [group, field] = second === undefined ? ['form', first ?? 'form'] : [first, second];
    grouped[group] ??= {};
    grouped[group][field] ??= [];
    const message = messageOfIssue(issue, locale);
    if (!grouped[group][field].includes(message)) grouped[group][field].push(message);
  }
  return grouped;
}

/** Checks the whole request; on success returns the body as the api will read it (normalised). */
export function checkSellOnline(
  shop: ShopCode,
  appraisal: AppraisalRequest | null,
  info: PersonalInfoValues,
): SellOnlineCheck {
  // Without an appraisal the schema reports its fields missing: an error about the whole request.
  const result = schemaOf(shop).safeParse({ ...appraisal, ...sellOnlineBodyOf(info) });
  if (result.success) return { ok: true, body: result.data };
  return {
    ok: false,
    errors: personalInfoErrorsOf(groupedErrorsOf(result.error.issues, shops[shop].locale)),
  };
}
