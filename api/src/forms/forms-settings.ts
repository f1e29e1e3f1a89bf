import { createHmac } from 'node:crypto';
import type { ShopCode } from 'shared-domain';
import { companies } from '../platform/company.ts';

// The settings of the storefront's forms, from the environment; every one has a default, so a
// shop runs its forms without configuring anything.

export interface FormsSettings {
  /** FORMS_STAFF_EMAIL: who receives the submissions; by default the shop's customer service. */
  staffEmail: string;
  /** FORMS_CV_RETENTION_DAYS: a job applicant's CV is deleted this long after it came (180). */
  cvRetentionDays: number;
  /**
   * FORMS_CAPTCHA_SECRET: signs the captcha challenges (HMAC), so every api instance checks the
   * others' challenges. Unset, it is derived from ORDER_TOKEN_SECRET (required in production);
   * a fixed development value without either.
   */
  captchaSecret: string;
  /** FORMS_CAPTCHA_MAX_NUMBER: the puzzle's size; a browser needs about a second per 50 000. */
  captchaMaxNumber: number;
}

const DEVELOPMENT_CAPTCHA_SECRET = 'development-captcha-secret-do-not-use-in-production';
export const DEFAULT_CV_RETENTION_DAYS = 180;
export const DEFAULT_CAPTCHA_MAX_NUMBER = 50_000;

/** Only what the environment sets; `formsSettingsOf` fills in the rest for a shop. */
export function parseFormsSettings(env: NodeJS.ProcessEnv): Partial<FormsSettings> {
  const settings: Partial<FormsSettings> = {};
  const staffEmail = env.FORMS_STAFF_EMAIL?.trim();
  if (staffEmail) settings.staffEmail = staffEmail;
  const retention = positiveInteger(env, 'FORMS_CV_RETENTION_DAYS');
  if (retention !== undefined) settings.cvRetentionDays = retention;
  const maxNumber = positiveInteger(env, 'FORMS_CAPTCHA_MAX_NUMBER');
  if (maxNumber !== undefined) settings.captchaMaxNumber = maxNumber;
  const secret = env.FORMS_CAPTCHA_SECRET?.trim();
  if (secret !== undefined && secret !== '' && secret.length < 32)
    throw new Error('FORMS_CAPTCHA_SECRET must be at least 32 characters long');
  if (secret) settings.captchaSecret = secret;
  return settings;
}

export function formsSettingsOf(config: {
  shop: ShopCode;
  orderTokenSecret?: string;
  forms?: Partial<FormsSettings>;
}): FormsSettings {
  return {
    staffEmail: companies[config.shop].email,
    cvRetentionDays: DEFAULT_CV_RETENTION_DAYS,
    captchaSecret: config.orderTokenSecret
      ? createHmac('sha256', config.orderTokenSecret).update('forms-captcha').digest('base64url')
      : DEVELOPMENT_CAPTCHA_SECRET,
    captchaMaxNumber: DEFAULT_CAPTCHA_MAX_NUMBER,
    ...config.forms,
  };
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) < 1)
    throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return Number(raw);
}
