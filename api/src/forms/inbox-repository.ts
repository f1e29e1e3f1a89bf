import { sql } from 'kysely';
import type {
  ShopCode,
  SubmissionDetail,
  SubmissionGridQuery,
  SubmissionRow,
  SubscriberGridQuery,
  SubscriberRow,
} from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';
// The forms' tables are declared beside them (form-tables.ts); this brings them into every program.
import type {} from './form-tables.ts';

// Reads of the admin inbox: pages of submissions and subscribers, and one submission.

interface Paging {
  offset: number;
  limit: number;
}

/** `%text%` for LIKE, its own % and _ taken literally. */
function likeContains(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

export async function selectSubmissionPage(
  db: Db,
  shop: ShopCode,
  filter: Omit<SubmissionGridQuery, 'page' | 'pageSize'>,
  paging: Paging,
): Promise<{ items: SubmissionRow[]; total: number }> {
  let query = db.selectFrom('form_submissions').where('shop', '=', shop);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  const handled = filter.handled ?? 'open';
  if (handled === 'open') query = query.where('handled_at', 'is', null);
  if (handled === 'handled') query = query.where('handled_at', 'is not', null);
  if (filter.q)
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(email)`, 'like', likeContains(filter.q ?? '')),
        eb(sql`lower(coalesce(name, ''))`, 'like', likeContains(filter.q ?? '')),
      ]),
    );
  const [rows, count] = await Promise.all([
    query
      .select(['id', 'kind', 'name', 'email', 'created_at', 'handled_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(paging.offset)
      .limit(paging.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      name: row.name,
      email: row.email,
      createdAt: new Date(row.created_at).toISOString(),
      handledAt: iso(row.handled_at),
    })),
    total: Number(count.total),
  };
}

export async function selectSubmission(
  db: Db,
  shop: ShopCode,
  id: number,
): Promise<{ detail: SubmissionDetail; cvKey: string | null } | undefined> {
  const row = await db
    .selectFrom('form_submissions as s')
    .leftJoin('users as u', 'u.id', 's.handled_by')
    .select([
      's.id',
      's.kind',
      's.name',
      's.email',
      's.fields',
      's.created_at',
      's.handled_at',
      'u.email as handled_by_email',
      's.cv_key',
      's.cv_filename',
      's.cv_mime',
      's.cv_size',
      's.cv_delete_after',
    ])
    .where('s.shop', '=', shop)
    .where('s.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    cvKey: row.cv_key,
    detail: {
      id: row.id,
      kind: row.kind,
      name: row.name,
      email: row.email,
      createdAt: new Date(row.created_at).toISOString(),
      handledAt: iso(row.handled_at),
      handledBy: row.handled_by_email ?? null,
      fields: row.fields,
      cv:
        row.cv_key && row.cv_filename && row.cv_mime
          ? { filename: row.cv_filename, mime: row.cv_mime, size: row.cv_size ?? 0 }
          : null,
      cvDeleteAfter: iso(row.cv_delete_after),
    },
  };
}

export async function selectSubscriberPage(
  db: Db,
  shop: ShopCode,
  filter: Omit<SubscriberGridQuery, 'page' | 'pageSize'>,
  paging: Paging,
): Promise<{ items: SubscriberRow[]; total: number }> {
  let query = db.selectFrom('newsletter_subscribers').where('shop', '=', shop);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.q) query = query.where(sql`lower(email)`, 'like', likeContains(filter.q));
  const [rows, count] = await Promise.all([
    query
      .select([
        'id',
        'email',
        'status',
        'consent_text',
        'consent_at',
        'consent_ip',
        'confirmed_at',
        'unsubscribed_at',
      ])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(paging.offset)
      .limit(paging.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      email: row.email,
      status: row.status,
      consentText: row.consent_text,
      consentAt: new Date(row.consent_at).toISOString(),
      consentIp: row.consent_ip,
      confirmedAt: iso(row.confirmed_at),
      unsubscribedAt: iso(row.unsubscribed_at),
    })),
    total: Number(count.total),
  };
}
