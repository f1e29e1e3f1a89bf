import {
  type HandoverKind,
  type Locale,
  type ServiceBooking,
  type ServiceCentre,
  type ShopCode,
  timeslotKey,
} from 'shared-domain';
import { serviceBookingSchemaFor } from 'shared-domain/contracts';
import { type FormErrors, formatValidationMessage, formErrorsOfIssues } from 'shared-domain/validation';
import type { BookingQuery } from './booking-query.ts';

// What the customer types into the booking form, and its check with the api's own schema.

export interface BookingValues {
  handover: HandoverKind;
  centreId: string;
  /** timeslotKey of the chosen window of the centre. */
  timeslot: string;
  street: string;
  city: string;
  postcode: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  identifierKind: 'imei' | 'serial';
  imei: string;
  serialNumber: string;
  faultDescription: string;
  consentTerms: boolean;
}

export const emptyBookingValues: BookingValues = {
  handover: 'centre',
  centreId: '',
  timeslot: '',
  street: '',
  city: '',
  postcode: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  identifierKind: 'imei',
  imei: '',
  serialNumber: '',
  faultDescription: '',
  consentTerms: false,
};

/** The request's field paths in the order the form shows them (the error summary follows it). */
export const bookingFields = [
  'handover',
  'centre_id',
  'timeslot',
  'pickup_address.street',
  'pickup_address.city',
  'pickup_address.postcode',
  'first_name',
  'last_name',
  'email',
  'phone',
  'identifier_kind',
  'imei',
  'serial_number',
  'fault_description',
  'consent_terms',
] as const;
export type BookingField = (typeof bookingFields)[number];

/** The request as the form would send it; only the chosen hand-over's and identifier's fields. */
export function bookingBodyOf(query: BookingQuery, values: BookingValues, centres: readonly ServiceCentre[]) {
  const centre = centres.find((candidate) => String(candidate.id) === values.centreId);
  const timeslot = centre?.timeslots.find((slot) => timeslotKey(slot) === values.timeslot);
  const body: ServiceBooking = {
    model_id: query.modelId,
    colour_id: query.colourId,
    operation_ids: query.operationIds,
    handover: values.handover,
    first_name: values.firstName,
    last_name: values.lastName,
    email: values.email,
    phone: values.phone,
    identifier_kind: values.identifierKind,
    fault_description: values.faultDescription,
    // The schema wants `true`; an unticked box must reach it to be reported, not be left out.
    consent_terms: values.consentTerms as true,
  };
  if (values.handover === 'centre') {
    body.centre_id = centre?.id;
    body.timeslot = timeslot;
  } else {
    body.pickup_address = { street: values.street, city: values.city, postcode: values.postcode };
  }
  if (values.identifierKind === 'imei') body.imei = values.imei;
  else body.serial_number = values.serialNumber;
  return body;
}

/** A server or schema path → the form field showing it ("timeslot.to" is the window's select). */
export function fieldOfPath(path: string): string {
  return path.startsWith('timeslot.') ? 'timeslot' : path;
}

export type BookingCheck = { ok: true; body: ServiceBooking } | { ok: false; errors: FormErrors };

export function checkBooking(
  shop: ShopCode,
  locale: Locale,
  query: BookingQuery,
  values: BookingValues,
  centres: readonly ServiceCentre[],
): BookingCheck {
  const body = bookingBodyOf(query, values, centres);
  const parsed = serviceBookingSchemaFor(shop).safeParse(body);
  const errors: FormErrors = {};
  // The schema asks for the centre and window only once every field is valid (zod runs an object's
  // refinement last); the form names all missing fields at once.
  const required = formatValidationMessage(locale, 'required');
  if (body.handover === 'centre' && body.centre_id === undefined) errors.centre_id = required;
  if (body.handover === 'centre' && body.timeslot === undefined) errors.timeslot = required;
  if (!parsed.success) {
    for (const [path, message] of Object.entries(formErrorsOfIssues(parsed.error.issues, locale))) {
      errors[fieldOfPath(path)] ??= message;
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  // The parsed body carries the normalised values (trimmed text, compact IMEI, +420… phone).
  return { ok: true, body: parsed.success ? (parsed.data as ServiceBooking) : body };
}
