import { useId, useRef, useState } from 'react';
import type { PersonalInfoErrors } from 'shared-domain/buyout';
import { useAppDispatch, useShop } from 'shared-ui';
import { appraisalRequestOf, type BuyoutState, buyoutActions } from '../buyout/buyout-slice.ts';
import type { RefusedSubmit } from './error-summary.ts';
import { type Bind, type TextFieldName, visibleFields } from './form-fields.ts';
import { checkSellOnline } from './validate-sell-online.ts';

function sameMessages(a: readonly string[] = [], b: readonly string[] = []): boolean {
  return a.length === b.length && a.every((message, index) => message === b[index]);
}

/**
 * The fields' values and errors live in the buyout slice, so nothing typed is lost when the
 * form is hidden and shown again. A field is checked when the customer leaves it after changing it,
 * and every field on submit.
 */
export function useFieldBinding(buyout: BuyoutState) {
  const dispatch = useAppDispatch();
  const { shop } = useShop();
  const changed = useRef(new Set<TextFieldName>());
  const [refused, setRefused] = useState<RefusedSubmit | null>(null);
  const info = buyout.personalInfo;
  const fields = visibleFields(shop, info.pickupAltAddress);
  const idPrefix = useId();
  const fieldId = (field: string) => `${idPrefix}-${field}`;

  const check = () => checkSellOnline(shop, appraisalRequestOf(buyout), info);

  function validateField(field: TextFieldName) {
    if (!changed.current.has(field)) return;
    const result = check();
    const found = result.ok ? undefined : result.errors[field];
    if (sameMessages(found, info.errors[field])) return;
    const next: PersonalInfoErrors = { ...info.errors };
    delete next[field];
    if (found) next[field] = found;
    dispatch(buyoutActions.personalInfoErrorsFound(next));
  }

  const bind: Bind = (field) => ({
    id: fieldId(field),
    name: field,
    value: info[field],
    error: info.errors[field]?.[0],
    onChange: (event) => {
      changed.current.add(field);
      dispatch(buyoutActions.personalInfoChanged({ field, value: event.target.value }));
    },
    onBlur: () => validateField(field),
  });

  /**
   * Shows the errors of a whole check at their fields and in the summary above the form, which takes
   * the focus (an alert: screen readers announce it) and links to each field. No errors: both go.
   */
  function showErrors(errors: PersonalInfoErrors, options: { consentMissing?: boolean } = {}) {
    changed.current.clear();
    dispatch(buyoutActions.personalInfoErrorsFound(errors));
    const consentMissing = options.consentMissing ?? false;
    const refusedNow = Object.keys(errors).length > 0 || consentMissing;
    setRefused((previous) =>
      refusedNow ? { attempt: (previous?.attempt ?? 0) + 1, errors, consentMissing } : null,
    );
    return refusedNow;
  }

  return { bind, check, showErrors, fields, fieldId, refused };
}
