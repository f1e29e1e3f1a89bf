import { type Kysely, sql } from 'kysely';

// Rate limits (issue 13): one counter per (shop, rule, key, window). Every api instance counts in
// the same rows, so a limit holds however many instances run behind the load balancer.
const statements = [
  `create table rate_limit_counters (
    shop text not null check (shop in ('cz', 'ro')),
    -- e.g. 'buyout.send-to-email.recipient'
    rule text not null,
    -- what is counted: a normalised e-mail, a client address, a session id
    key text not null,
    -- the start of the fixed window the hits fall into
    window_start timestamptz not null,
    window_end timestamptz not null,
    hits integer not null check (hits >= 0),
    primary key (shop, rule, key, window_start),
    check (window_end > window_start)
  )`,
  // Housekeeping deletes the counters of windows that no longer count (one window after their end).
  'create index rate_limit_counters_window_end_idx on rate_limit_counters (window_end)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
