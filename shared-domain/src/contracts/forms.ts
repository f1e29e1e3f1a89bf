import { z } from 'zod';
import type { ShopCode } from '../shop.ts';
import { emailSchema } from '../validation/email.ts';
import { normalizePhone, phoneSchemaFor, validatePhone } from '../validation/phone.ts';
import { storableString } from '../validation/storable-string.ts';
import { optionalValidatedString } from '../validation/validated-string.ts';

// The public forms of the storefront (contact, feedback, special offer request, job application,
// newsletter signup) as the browser sends them and the api checks them. Kept out of the storefront
// contracts index: only the lazy content pages and the api load this file.

/** The forms whose submissions land in the admin inbox (the newsletter keeps subscribers instead). */
export const formSubmissionKinds = ['contact', 'feedback', 'offer_request', 'job_application'] as const;
export type FormSubmissionKind = (typeof formSubmissionKinds)[number];

/** The proof-of-work puzzle the api issues (the ALTCHA format): find `number` ≤ maxnumber. */
export const captchaChallengeSchema = z.object({
  algorithm: z.literal('SHA-256'),
  /** Hex SHA-256 of `salt` followed by the secret number. */
  challenge: storableString(),
  maxnumber: z.number().int().positive(),
  /** Random, with its expiry as `?expires=<unix seconds>`; signed as part of the challenge. */
  salt: storableString(),
  /** HMAC of the challenge by the api, so a solution to a made-up puzzle is refused. */
  signature: storableString(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/** What the browser sends back: base64 of the JSON `{ algorithm, challenge, number, salt, signature }`. */
export const captchaPayloadSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: storableString().max(128),
  number: z.number().int().nonnegative(),
  salt: storableString().max(200),
  signature: storableString().max(128),
});
export type CaptchaPayload = z.infer<typeof captchaPayloadSchema>;

const text = (max: number) => storableString({ error: 'required' }).trim().min(1, 'required').max(max);
const optionalText = (max: number) => storableString().trim().max(max).optional();

/**
 * Fields every form has: the solved captcha, and `website`, a field people never see (hidden
 * off-screen) that only a robot filling every input types into.
 */
const antiSpam = {
  captcha: storableString({ error: 'captcha' }).min(1, 'captcha').max(2000),
  website: storableString().max(500).optional(),
};

const optionalPhoneFor = (shop: ShopCode) =>
  optionalValidatedString((value) => validatePhone(value, shop), {
    normalize: (value) => (value === '' ? value : (normalizePhone(value, shop) ?? value)),
  });

export function contactFormSchemaFor(shop: ShopCode) {
  return z.object({
    name: text(100),
    email: emailSchema,
    phone: optionalPhoneFor(shop),
    subject: optionalText(200),
    message: text(5000),
    ...antiSpam,
  });
}

export function feedbackFormSchemaFor(_shop: ShopCode) {
  return z.object({
    name: optionalText(100),
    email: emailSchema,
    /** How satisfied, 1 (not at all) to 5 (very); optional. */
    rating: z.number().int().min(1).max(5).optional(),
    message: text(5000),
    ...antiSpam,
  });
}

export function offerRequestFormSchemaFor(shop: ShopCode) {
  return z.object({
    name: text(100),
    email: emailSchema,
    phone: optionalPhoneFor(shop),
    /** The product or device the special offer is asked for. */
    product: text(200),
    message: optionalText(5000),
    ...antiSpam,
  });
}

/** The text fields of the job application; the CV comes as the multipart file `cv`. */
export function jobApplicationFieldsSchemaFor(shop: ShopCode) {
  return z.object({
    name: text(100),
    email: emailSchema,
    phone: phoneSchemaFor(shop),
    position: text(200),
    message: optionalText(5000),
    ...antiSpam,
  });
}

export function newsletterSignupSchemaFor(_shop: ShopCode) {
  return z.object({
    email: emailSchema,
    /** The visitor ticked the consent box whose wording the page showed (kept with the signup). */
    consent: z.literal(true, { error: 'required' }),
    ...antiSpam,
  });
}

export const formSchemasFor = {
  contact: contactFormSchemaFor,
  feedback: feedbackFormSchemaFor,
  offer_request: offerRequestFormSchemaFor,
} as const;
export type JsonFormKind = keyof typeof formSchemasFor;
export const jsonFormKinds = Object.keys(formSchemasFor) as JsonFormKind[];

/** The CV of a job application: PDF, DOC or DOCX, at most 10 MB, its kind read from its bytes. */
export const CV_MAX_BYTES = 10 * 1024 * 1024;
export const CV_FIELD = 'cv';

export const formReceivedSchema = z.object({ received: z.literal(true) });

export const newsletterTokenSchema = z.object({ token: storableString().min(1).max(200) });
export const newsletterStatusSchema = z.object({
  status: z.enum(['confirmed', 'unsubscribed']),
  email: storableString(),
});

/**
 * The consent the newsletter form shows beside its box, word for word; the api keeps this very
 * text with each signup (with the time and the address it came from), as proof of the consent.
 */
export const newsletterConsentText: Record<ShopCode, string> = {
  cz: 'Souhlasím se zasíláním obchodních sdělení (novinek a\u00a0nabídek) na\u00a0zadaný e-mail. Souhlas mohu kdykoli odvolat odkazem v\u00a0každém e-mailu.',
  ro: 'Sunt de acord să primesc comunicări comerciale (noutăți și oferte) la adresa de e-mail introdusă. Pot retrage acordul oricând prin linkul din fiecare e-mail.',
};
