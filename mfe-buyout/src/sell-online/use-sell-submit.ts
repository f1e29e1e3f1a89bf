import { type FormEvent, useRef, useState } from 'react';
import { personalInfoErrorsOf } from 'shared-domain/buyout';
import { isApiError, useApiErrorMessage, useAppDispatch, useNavigate, useShop } from 'shared-ui';
import { type BuyoutState, buyoutActions } from '../buyout/buyout-slice.ts';
import { useLazyGetAppraisalQuery, useSellBuyoutOnlineMutation } from '../buyout-api.ts';
import { useIdempotencyKey } from './idempotency-key.ts';
import { thankYouTargetOf } from './thank-you-target.ts';
import type { useFieldBinding } from './use-field-binding.ts';

export type SellFailure =
  /** 400 without a field to show it at: the server's message. */
  | { kind: 'rejected'; message: string }
  /** 409 appraisal_outdated: the prices changed since the appraisal was loaded. */
  | { kind: 'outdated' }
  /** The appraisal was loaded again after a 409: check the price and send again. */
  | { kind: 'reloaded' }
  | { kind: 'failed'; message: string };

interface SubmitOptions {
  buyout: BuyoutState;
  form: ReturnType<typeof useFieldBinding>;
  /** True when the consent box is ticked; otherwise shows its error and answers false. */
  confirmConsent: () => boolean;
}

export function useSellSubmit({ buyout, form, confirmConsent }: SubmitOptions) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const describe = useApiErrorMessage();
  const { shop } = useShop();
  const [sell, { isLoading: isSending }] = useSellBuyoutOnlineMutation();
  const [loadAppraisal, { isFetching: isReloading }] = useLazyGetAppraisalQuery();
  const keyFor = useIdempotencyKey();
  // The button is disabled while sending, but a double click can land before React re-renders it.
  const sending = useRef(false);
  const [failure, setFailure] = useState<SellFailure | null>(null);

  function showServerFailure(error: unknown) {
    if (isApiError(error) && error.status === 400) {
      const errors = personalInfoErrorsOf(error.data.errors);
      form.showErrors(errors);
      if (Object.keys(errors).length === 0) setFailure({ kind: 'rejected', message: error.data.message });
    } else if (isApiError(error) && error.status === 409 && error.data.code === 'appraisal_outdated') {
      setFailure({ kind: 'outdated' });
    } else {
      setFailure({ kind: 'failed', message: describe(error) });
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    setFailure(null);
    const result = form.check();
    const consented = confirmConsent();
    if (!result.ok || !consented) {
      form.showErrors(result.ok ? {} : result.errors, { consentMissing: !consented });
      return;
    }
    form.showErrors({});
    sending.current = true;
    try {
      const idempotencyKey = keyFor(JSON.stringify(result.body));
      const sold = await sell({ body: result.body, idempotencyKey }).unwrap();
      navigate(thankYouTargetOf(sold, shop));
    } catch (error) {
      showServerFailure(error);
    } finally {
      sending.current = false;
    }
  }

  /** After a 409: the current prices, keeping the answers and everything typed (appraisalLoaded does). */
  async function reloadAppraisal() {
    const colourId = buyout.selected.product_color?.id;
    if (colourId === undefined) return;
    try {
      const fresh = await loadAppraisal(colourId).unwrap();
      dispatch(buyoutActions.appraisalLoaded(fresh.appraisal));
      setFailure({ kind: 'reloaded' });
    } catch (error) {
      setFailure({ kind: 'failed', message: describe(error) });
    }
  }

  return { submit, isSending, failure, reloadAppraisal, isReloading };
}
