import { useEffect, useId, useRef, useState } from 'react';
import type { PersonalInfoErrors } from 'shared-domain/buyout';
import { useAppDispatch, useShop } from 'shared-ui';
import { appraisalRequestOf, type BuyoutState, buyoutActions } from '../buyout/buyout-slice.ts';
import { type Bind, firstInvalidField, type TextFieldName, visibleFields } from './form-fields.ts';
import { checkSellOnline } from './validate-sell-online.ts';

function sameMessages(a: readonly string[] = [], b: readonly string[] = []): boolean {
  return a.length === b.length && a.every((message, index) => message === b[index]);
}

/**
 * The fields' values and errors live in the buyout slice (spec §3), so nothing typed is lost when the
 * form is hidden and shown again. A field is checked when the customer leaves it after changing it,
 * and every field on submit.
 */
export function useFieldBinding(buyout: BuyoutState) {
  const dispatch = useAppDispatch();
  const { shop } = useShop();
  const idPrefix = useId();
  const changed = useRef(new Set<TextFieldName>());
  const [focusRequest, setFocusRequest] = useState<{ id: string } | null>(null);
  const info = buyout.personalInfo;
  const fields = visibleFields(shop, info.pickupAltAddress);
  const fieldId = (field: string) => `${idPrefix}-${field}`;

  // After the render that shows the messages, so a screen reader reads the field with its error.
  useEffect(() => {
    if (focusRequest) document.getElementById(focusRequest.id)?.focus();
  }, [focusRequest]);

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

  /** Shows the errors of a whole check and moves the focus to the first field that has one. */
  function showErrors(errors: PersonalInfoErrors, fallbackId?: string) {
    changed.current.clear();
    dispatch(buyoutActions.personalInfoErrorsFound(errors));
    const field = firstInvalidField(fields, errors);
    const id = field ? fieldId(field) : fallbackId;
    if (id) setFocusRequest({ id });
    return field !== undefined;
  }

  return { bind, check, showErrors, fields, fieldId };
}
