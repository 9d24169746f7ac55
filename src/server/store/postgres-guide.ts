import type postgres from 'postgres';
import { STAYS_REMEMBERED_DAYS, stayNoticeRef, type SeenStay, type Store } from './types';

type GuideMethods = Pick<
  Store,
  'saveGuideSession' | 'guideSession' | 'endGuideSession' | 'noteStays' | 'claimStayNotice' | 'markStayNoticeSent' | 'markStayNoticeFailed' | 'retryRefusedStayNotices'
>;

const dayBefore = (now: number, days: number) => new Date(now - days * 86_400_000).toISOString().slice(0, 10);
const toStay = (r: postgres.Row): SeenStay => ({ key: r.stay, uid: r.uid, start: r.check_in, end: r.check_out });

/** The guide's share of the Postgres store (supabase/migrations): sessions, and the stays seen with the outbox of their notices. */
export function guideStayQueries(sql: postgres.Sql): GuideMethods {
  return {
    async saveGuideSession(s, now, maxPerStay) {
      await sql.begin(async (tx) => {
        // One stay's sessions one at a time, so parallel unlocks cannot both keep too many.
        await tx`select pg_advisory_xact_lock(hashtextextended(${'guide-session/' + s.stay}, 0))`;
        await tx`delete from guide_sessions where expires_at_ms <= ${now}`;
        await tx`insert into guide_sessions (id, stay, key_id, expires_at_ms, issued_at_ms) values (${s.id}, ${s.stay}, ${s.keyId}, ${s.expiresAt}, ${now})
          on conflict (id) do update set stay = excluded.stay, key_id = excluded.key_id, expires_at_ms = excluded.expires_at_ms, issued_at_ms = excluded.issued_at_ms`;
        await tx`delete from guide_sessions where stay = ${s.stay} and id not in (
          select id from guide_sessions where stay = ${s.stay} order by issued_at_ms desc, id desc limit ${maxPerStay})`;
      });
    },
    async guideSession(id) {
      const [row] = await sql`select stay, key_id, expires_at_ms from guide_sessions where id = ${id}`;
      return row ? { stay: row.stay, keyId: row.key_id, expiresAt: Number(row.expires_at_ms) } : undefined;
    },
    async endGuideSession(id) {
      await sql`delete from guide_sessions where id = ${id}`;
    },
    async noteStays(stays, now) {
      return sql.begin(async (tx) => {
        await tx`delete from guide_stays where check_out < ${dayBefore(now, STAYS_REMEMBERED_DAYS)}`;
        if (!stays.length) return 0;
        const rows = stays.map((s) => ({ stay: s.key, uid: s.uid, check_in: s.start, check_out: s.end, seen_at_ms: now }));
        // "on conflict do nothing ... returning" returns only the rows this statement inserted.
        const fresh = (await tx`insert into guide_stays ${tx(rows)} on conflict (stay) do nothing returning stay, uid, check_in, check_out`).map(toStay);
        if (!fresh.length) return 0;
        const [{ id }] = await tx`insert into guide_stay_notices (ref, created_at_ms, next_attempt_at_ms) values (${stayNoticeRef(fresh)}, ${now}, ${now}) returning id`;
        await tx`update guide_stays set notice_id = ${id} where stay in ${tx(fresh.map((s) => s.key))}`;
        return fresh.length;
      });
    },
    async claimStayNotice(now, leaseMs) {
      return sql.begin(async (tx) => {
        const [due] = await tx`
          select id, ref from guide_stay_notices
          where sent_at_ms is null and refused_at_ms is null and next_attempt_at_ms <= ${now} and (lease_until_ms is null or lease_until_ms <= ${now})
          order by next_attempt_at_ms limit 1 for update skip locked`;
        if (!due) return undefined;
        await tx`update guide_stay_notices set lease_until_ms = ${now + leaseMs} where id = ${due.id}`;
        const stays = await tx`select stay, uid, check_in, check_out from guide_stays where notice_id = ${due.id} order by check_in`;
        return { id: Number(due.id), ref: due.ref as string, stays: stays.map(toStay) };
      });
    },
    async markStayNoticeSent(id, now) {
      await sql`update guide_stay_notices set sent_at_ms = ${now}, lease_until_ms = null, attempts = attempts + 1, last_error = null where id = ${id}`;
    },
    async markStayNoticeFailed(id, reason, next, failure) {
      return sql.begin(async (tx) => {
        const [row] = await tx`select attempts from guide_stay_notices where id = ${id} for update`;
        const attempts = (row ? Number(row.attempts) : 0) + 1;
        await tx`
          update guide_stay_notices set attempts = ${attempts}, last_error = ${reason}, next_attempt_at_ms = ${next(attempts)}, lease_until_ms = null,
            first_failed_at_ms = coalesce(first_failed_at_ms, ${failure.at}), refused_at_ms = ${failure.refused ? failure.at : null}
          where id = ${id}`;
        return attempts;
      });
    },
    async retryRefusedStayNotices(now) {
      const done = await sql`update guide_stay_notices set refused_at_ms = null, next_attempt_at_ms = ${now} where refused_at_ms is not null and sent_at_ms is null`;
      return done.count;
    },
  };
}
