import type { ColumnType, Generated } from 'kysely';
import type { FormSubmissionKind, ShopCode, SubscriberStatus } from 'shared-domain';

// Row types of migration 0033 (the storefront's forms), merged into Database.

type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface FormSubmissionsTable {
  id: Generated<number>;
  shop: ShopCode;
  kind: FormSubmissionKind;
  name: string | null;
  email: string;
  /** jsonb: the form's fields as sent, without the captcha and the honeypot. */
  fields: ColumnType<Record<string, string | number>, string, string>;
  ip: string | null;
  cv_key: string | null;
  cv_filename: string | null;
  cv_mime: string | null;
  cv_size: number | null;
  cv_delete_after: NullableTimestamp;
  created_at: DefaultedTimestamp;
  handled_at: NullableTimestamp;
  handled_by: number | null;
}

export interface CaptchaSolutionsTable {
  signature: string;
  expires_at: Timestamp;
}

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  shop: ShopCode;
  email: string;
  status: SubscriberStatus;
  confirm_token_hash: string | null;
  confirm_expires_at: NullableTimestamp;
  consent_text: string;
  consent_at: Timestamp;
  consent_ip: string | null;
  confirmed_at: NullableTimestamp;
  unsubscribed_at: NullableTimestamp;
  created_at: DefaultedTimestamp;
}

declare module '../platform/db/schema.ts' {
  interface Database {
    form_submissions: FormSubmissionsTable;
    captcha_solutions: CaptchaSolutionsTable;
    newsletter_subscribers: NewsletterSubscribersTable;
  }
}
