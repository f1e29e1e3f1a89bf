import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { type ServiceBooked, type ServiceBooking, servicePagePath } from 'shared-domain';
import type { FormErrors } from 'shared-domain/validation';
import { fieldErrorsOf, isApiError, useApiErrorMessage, useNavigate, useShop } from 'shared-ui';
import { useIdempotencyKey } from 'shared-ui/idempotency';
import { useServiceBookingCreateMutation } from '../booking-api.ts';
import { fieldOfPath } from './booking-values.ts';

export type BookingFailure =
  /** 400: messages at the fields. */
  | { kind: 'invalid'; errors: FormErrors; message: string }
  /** Refused for another reason, or not reached: a sentence for the whole form. */
  | { kind: 'failed'; message: string };

/** The thank-you page: the api's own path, or the one this shop would give the number. */
function thankYouTarget(booked: ServiceBooked, shop: 'cz' | 'ro'): string {
  return booked.thankYouUrl.startsWith('/') && !booked.thankYouUrl.startsWith('//')
    ? booked.thankYouUrl
    : servicePagePath(shop, 'thankYou', booked.number);
}

/**
 * Books once per attempt. The button is disabled while sending, but a double click can land before
 * React re-renders it, hence the ref; the Idempotency-Key makes a repeated request book nothing new.
 */
export function useBookingSubmit() {
  const intl = useIntl();
  const { shop } = useShop();
  const navigate = useNavigate();
  const describe = useApiErrorMessage();
  const [create] = useServiceBookingCreateMutation();
  const idempotency = useIdempotencyKey();
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);

  function failureOf(error: unknown): BookingFailure {
    if (!isApiError(error) || error.status === 0 || error.status >= 500) {
      // Maybe booked, maybe not: the next attempt sends the same key, so it cannot book twice.
      return { kind: 'failed', message: intl.formatMessage({ id: 'service.booking.failed' }) };
    }
    idempotency.forget();
    if (error.status === 400) {
      const errors: FormErrors = {};
      for (const [path, message] of Object.entries(fieldErrorsOf(error.data))) {
        errors[fieldOfPath(path)] ??= message;
      }
      return { kind: 'invalid', errors, message: error.data.message };
    }
    return { kind: 'failed', message: describe(error) };
  }

  /** Sends the booking; answers why it failed, or null once on the way to the thank-you page. */
  async function submit(body: ServiceBooking): Promise<BookingFailure | null> {
    if (sending.current) return null;
    sending.current = true;
    setBusy(true);
    try {
      const booked = await create({
        body,
        idempotencyKey: idempotency.keyFor(JSON.stringify(body)),
      }).unwrap();
      idempotency.forget();
      navigate(thankYouTarget(booked, shop));
      return null;
    } catch (error) {
      return failureOf(error);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return { submit, busy };
}
