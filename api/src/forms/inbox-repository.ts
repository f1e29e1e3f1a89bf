import { type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import type {
  ShopCode,
  SubmissionDetail,
  SubmissionGridQuery,
  SubmissionRow,
  SubscriberGridQuery,
  SubscriberRow,
} from 'shared-domain';
import type { Database, Db } from '../platform/db/schema.ts';
// The forms' tables are declared beside them (form-tables.ts); importing it brings them into every program.
import type { FormSubmissionsTable } from './form-tables.ts';

// Reads of the admin inbox: pages of submissions and subscribers, and one submission.

interface Paging {
  offset: number;
  limit: number;
}

// The grids' filters: their query without the page, which comes as Paging.
type SubmissionFilter = Omit<SubmissionGridQuery, 'page' | 'pageSize'>;
type SubscriberFilter = Omit<SubscriberGridQuery, 'page' | 'pageSize'>;

/** `%text%` for LIKE, its own % and _ taken literally. */
function likeContains(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

type InboxTable = 'form_submissions' | 'newsletter_subscribers';
type FilteredQuery<Table extends InboxTable> = SelectQueryBuilder<Database, Table, object>;

/**
 * One page of the filtered rows, newest first (the id breaks ties, so pages never overlap),
 * with the count of all rows the filter matches.
 */
async function newestFirstPage<Table extends InboxTable, Row, Item>(
  query: FilteredQuery<Table>,
  selectColumns: (query: FilteredQuery<Table>) => SelectQueryBuilder<Database, Table, Row>,
  toItem: (row: Row) => Item,
  paging: Paging,
): Promise<{ items: Item[]; total: number }> {
  const [rows, count] = await Promise.all([
    selectColumns(query)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(paging.offset)
      .limit(paging.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toItem), total: Number(count.total) };
}

type SubmissionRowColumns = Pick<
  Selectable<FormSubmissionsTable>,
  'id' | 'kind' | 'name' | 'email' | 'created_at' | 'handled_at'
>;

/** A submission as the grid lists it; its detail starts with the same fields. */
function submissionRowOf(row: SubmissionRowColumns): SubmissionRow {
  const { id, kind, name, email } = row;
  const createdAt = new Date(row.created_at).toISOString();
  return { id, kind, name, email, createdAt, handledAt: iso(row.handled_at) };
}

export async function selectSubmissionPage(db: Db, shop: ShopCode, filter: SubmissionFilter, paging: Paging) {
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
  return newestFirstPage(
    query,
    (page) => page.select(['id', 'kind', 'name', 'email', 'created_at', 'handled_at']),
    submissionRowOf,
    paging,
  );
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
      ...submissionRowOf(row),
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

export async function selectSubscriberPage(db: Db, shop: ShopCode, filter: SubscriberFilter, paging: Paging) {
  let query = db.selectFrom('newsletter_subscribers').where('shop', '=', shop);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.q) query = query.where(sql`lower(email)`, 'like', likeContains(filter.q));
  return newestFirstPage(
    query,
    (page) =>
      page.select([
        'id',
        'email',
        'status',
        'consent_text',
        'consent_at',
        'consent_ip',
        'confirmed_at',
        'unsubscribed_at',
      ]),
    (row): SubscriberRow => ({
      id: row.id,
      email: row.email,
      status: row.status,
      consentText: row.consent_text,
      consentAt: new Date(row.consent_at).toISOString(),
      consentIp: row.consent_ip,
      confirmedAt: iso(row.confirmed_at),
      unsubscribedAt: iso(row.unsubscribed_at),
    }),
    paging,
  );
}

/** Marks an open submission handled; one already handled keeps who handled it and when. */
export async function markSubmissionHandled(db: Db, id: number, handledBy: number, at: Date): Promise<void> {
  await db
    .updateTable('form_submissions')
    .set({ handled_at: at, handled_by: handledBy })
    .where('id', '=', id)
    .where('handled_at', 'is', null)
    .execute();
}
