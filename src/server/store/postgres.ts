import postgres from 'postgres';
import { newRef, type Enquiry, type EnquiryWithNotice } from '../enquiries/store';
import type { NoticeDue } from '../enquiries/store';
import { enquiryRow, heldUntil, requestHash, scopedKey, type Accepted, type Attempt, type EnquiryOptions, type Store, type Window } from './types';
import { guideStayQueries } from './postgres-guide';
import { postgresNoticeQueue } from './postgres-queue';

type Sql = postgres.Sql | postgres.TransactionSql;

// bigint columns arrive as strings (they may exceed 2^53); milliseconds and ids never do.
const num = (v: unknown) => Number(v);
const numOrNull = (v: unknown) => (v == null ? null : Number(v));

const enquiryColumns = (sql: Sql) =>
  sql`e.id, e.ref, e.created_at_ms, e.first_name, e.last_name, e.email, e.phone, e.dates, e.message,
    e.landing_page, e.referrer_host, e.utm_source, e.utm_medium, e.utm_campaign, e.form_page`;

function toEnquiry(r: postgres.Row): Enquiry {
  return {
    id: num(r.id),
    ref: r.ref,
    createdAtMs: num(r.created_at_ms),
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    phone: r.phone,
    dates: r.dates,
    message: r.message,
    landingPage: r.landing_page,
    referrerHost: r.referrer_host,
    utmSource: r.utm_source,
    utmMedium: r.utm_medium,
    utmCampaign: r.utm_campaign,
    formPage: r.form_page,
  };
}

/**
 * Serialises all requests of one client in one bucket (until the transaction ends), so that
 * counting and recording cannot interleave across connections, processes or function instances.
 */
async function lockClient(tx: postgres.TransactionSql, bucket: string, client: string) {
  await tx`select pg_advisory_xact_lock(hashtextextended(${bucket + '/' + client}, 0))`;
}

async function attemptIn(tx: postgres.TransactionSql, w: Window, client: string, now: number): Promise<Attempt> {
  // A budget across all clients needs the whole bucket to itself while it counts.
  await lockClient(tx, w.bucket, w.maxAll === undefined ? client : '*');
  const until = (row: postgres.Row) => (row.oldest == null ? 0 : num(row.oldest) + w.windowMs - now);
  const [row] = await tx`
    select count(*)::int as n, min(at_ms) as oldest from rate_events
    where bucket = ${w.bucket} and client = ${client} and at_ms > ${now - w.windowMs}`;
  if (row.n >= w.max) return { limited: true, retryAfterMs: until(row) };
  if (w.maxAll !== undefined) {
    const [all] = await tx`select count(*)::int as n, min(at_ms) as oldest from rate_events where bucket = ${w.bucket} and at_ms > ${now - w.windowMs}`;
    if (all.n >= w.maxAll) return { limited: true, retryAfterMs: until(all), all: true };
  }
  await tx`delete from rate_events where bucket = ${w.bucket} and at_ms <= ${now - w.windowMs}`;
  await tx`insert into rate_events (bucket, client, at_ms) values (${w.bucket}, ${client}, ${now})`;
  return { limited: false };
}

/** The notice a new enquiry gets under the cap; one lock for all, so a flood gets one summary. */
async function noticeFor(tx: postgres.TransactionSql, now: number, cap: EnquiryOptions['mailCap']): Promise<NoticeDue> {
  await lockClient(tx, 'enquiry-cap', '*');
  const since = now - cap.windowMs;
  const [{ n }] = await tx`select count(*)::int as n from enquiries where created_at_ms > ${since}`;
  if (n < cap.max) return { notice: 'enquiry', dueAtMs: now };
  const [summary] = await tx`
    select e.created_at_ms as at from enquiry_outbox o join enquiries e on e.id = o.enquiry_id
    where o.notice = 'summary' and e.created_at_ms > ${since} order by e.created_at_ms desc limit 1`;
  return summary ? { notice: 'held', dueAtMs: heldUntil(num(summary.at), cap) } : { notice: 'summary', dueAtMs: now };
}

/**
 * The Store on Postgres (a Supabase project's database, or any other), with the tables of
 * supabase/migrations. Connect with a role that bypasses row level security (the service
 * connection): the tables have RLS on and no policies.
 */
export function postgresStore(url: string, options: { max?: number } = {}): Store {
  // Supabase's transaction pooler (port 6543) cannot keep prepared statements between transactions.
  const prepare = new URL(url).port !== '6543';
  const sql = postgres(url, { max: options.max ?? 5, onnotice: () => {}, idle_timeout: 20, prepare });
  let open = true;

  return {
    kind: 'postgres',
    ...guideStayQueries(sql),
    get open() {
      return open;
    },
    attempt: (w, client, now) => sql.begin((tx) => attemptIn(tx, w, client, now)),
    async forgive(bucket, client, at) {
      await sql`delete from rate_events where id = (
        select id from rate_events where bucket = ${bucket} and client = ${client} and at_ms = ${at} order by id desc limit 1)`;
    },
    async legacySecret(name) {
      const [row] = await sql`select value from server_secrets where name = ${name}`;
      return row?.value as string | undefined;
    },
    async forgetSecret(name) {
      await sql`delete from server_secrets where name = ${name}`;
    },
    async acceptEnquiry(w, client, e, now, opts: EnquiryOptions): Promise<Accepted> {
      const row = enquiryRow(e);
      const key = opts.key === undefined ? null : scopedKey(client, opts.key);
      const hash = requestHash(row);
      for (;;) {
        const ref = newRef();
        try {
          return await sql.begin(async (tx): Promise<Accepted> => {
            if (key !== null) {
              const [earlier] = await tx`
                select ${enquiryColumns(tx)}, e.request_hash, o.notice, o.sent_at_ms from enquiries e join enquiry_outbox o on o.enquiry_id = e.id
                where e.idempotency_key = ${key}`;
              if (earlier && earlier.request_hash !== hash) return { kind: 'conflict' };
              if (earlier) return { kind: 'stored', enquiry: toEnquiry(earlier), notice: earlier.notice, repeated: true, sent: earlier.sent_at_ms != null };
            }
            const seen = await attemptIn(tx, w, client, now);
            if (seen.limited) return { kind: 'limited', retryAfterMs: seen.retryAfterMs, ...(seen.all && { all: true as const }) };
            const { notice, dueAtMs } = await noticeFor(tx, now, opts.mailCap);
            const [{ id }] = await tx`
              insert into enquiries (ref, created_at_ms, first_name, last_name, email, phone, dates, message, idempotency_key, request_hash,
                landing_page, referrer_host, utm_source, utm_medium, utm_campaign, form_page)
              values (${ref}, ${now}, ${row.firstName}, ${row.lastName}, ${row.email}, ${row.phone}, ${row.dates}, ${row.message}, ${key}, ${hash},
                ${row.landingPage}, ${row.referrerHost}, ${row.utmSource}, ${row.utmMedium}, ${row.utmCampaign}, ${row.formPage})
              returning id`;
            await tx`insert into enquiry_outbox (enquiry_id, next_attempt_at_ms, notice) values (${id}, ${dueAtMs}, ${notice})`;
            return { kind: 'stored', enquiry: { id: num(id), ref, createdAtMs: now, ...row }, notice };
          });
        } catch (err) {
          const constraint = (err as { code?: string; constraint_name?: string }).code === '23505' ? (err as { constraint_name?: string }).constraint_name : undefined;
          // 31^8 references: a clash is rare, but it must not turn into an error for the guest. A
          // parallel retry that stored the same Idempotency-Key first is found on the next round.
          if (constraint === 'enquiries_ref_key' || constraint === 'enquiries_idempotency_key') continue;
          throw err;
        }
      }
    },
    async listEnquiries(): Promise<EnquiryWithNotice[]> {
      const rows = await sql`
        select ${enquiryColumns(sql)}, coalesce(o.notice, 'enquiry') as notice, o.sent_at_ms, coalesce(o.attempts, 0) as attempts, o.last_error,
          o.first_failed_at_ms, o.refused_at_ms, o.next_attempt_at_ms, o.lease_until_ms
        from enquiries e left join enquiry_outbox o on o.enquiry_id = e.id order by e.created_at_ms, e.id`;
      return rows.map((r) => ({
        ...toEnquiry(r),
        notice: r.notice,
        sentAtMs: numOrNull(r.sent_at_ms),
        attempts: num(r.attempts),
        lastError: r.last_error,
        failingSinceMs: numOrNull(r.first_failed_at_ms),
        refusedAtMs: numOrNull(r.refused_at_ms),
        nextAttemptAtMs: numOrNull(r.next_attempt_at_ms),
        leaseUntilMs: numOrNull(r.lease_until_ms),
      }));
    },
    notices: postgresNoticeQueue(sql, { table: 'enquiry_outbox', key: 'enquiry_id', skipsHeld: true }, async (tx, id) => {
      const [r] = await tx`select ${enquiryColumns(tx)}, o.notice from enquiries e join enquiry_outbox o on o.enquiry_id = e.id where e.id = ${id}`;
      return { ...toEnquiry(r), notice: r.notice };
    }),
    async claimDigest(now, leaseMs) {
      const rows = await sql`
        with due as (
          select enquiry_id from enquiry_outbox
          where notice = 'held' and sent_at_ms is null and refused_at_ms is null and next_attempt_at_ms <= ${now} and (lease_until_ms is null or lease_until_ms <= ${now})
          for update skip locked
        ), claimed as (
          update enquiry_outbox o set lease_until_ms = ${now + leaseMs} from due where o.enquiry_id = due.enquiry_id returning o.enquiry_id
        )
        select ${enquiryColumns(sql)} from enquiries e join claimed c on c.enquiry_id = e.id order by e.id`;
      return rows.map(toEnquiry);
    },
    async close() {
      open = false;
      await sql.end({ timeout: 5 });
    },
  };
}
