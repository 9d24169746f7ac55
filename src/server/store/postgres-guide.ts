import type postgres from 'postgres';
import { postgresNoticeQueue } from './postgres-queue';
import { STAYS_REMEMBERED_DAYS, stayNoticeRef, type SeenStay, type Store } from './types';

type GuideMethods = Pick<Store, 'saveGuideSession' | 'guideSession' | 'endGuideSession' | 'noteStays' | 'stayNotices'>;

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
    stayNotices: postgresNoticeQueue(sql, { table: 'guide_stay_notices', key: 'id' }, async (tx, id) => {
      const [n] = await tx`select ref from guide_stay_notices where id = ${id}`;
      const stays = await tx`select stay, uid, check_in, check_out from guide_stays where notice_id = ${id} order by check_in`;
      return { id, ref: n.ref as string, stays: stays.map(toStay) };
    }),
  };
}
