import type { DB } from '../db';
import { sqliteNoticeQueue } from './sqlite-queue';
import { STAYS_REMEMBERED_DAYS, stayNoticeRef, type SeenStay, type Store, type StayNotice } from './types';

type GuideMethods = Pick<Store, 'saveGuideSession' | 'guideSession' | 'endGuideSession' | 'noteStays' | 'stayNotices'>;

const dayBefore = (now: number, days: number) => new Date(now - days * 86_400_000).toISOString().slice(0, 10);

/** The guide's share of the SQLite store: sessions, and the stays seen with the outbox of their notices. */
export function guideStayQueries(db: DB): GuideMethods {
  const pruneSessions = db.prepare<[number]>('DELETE FROM guide_sessions WHERE expires_at_ms <= ?');
  const insertSession = db.prepare<[string, string, string, number, number]>(
    'INSERT OR REPLACE INTO guide_sessions (id, stay, key_id, expires_at_ms, issued_at_ms) VALUES (?, ?, ?, ?, ?)',
  );
  const endOldest = db.prepare<[string, string, number]>(
    'DELETE FROM guide_sessions WHERE stay = ? AND id NOT IN (SELECT id FROM guide_sessions WHERE stay = ? ORDER BY issued_at_ms DESC, rowid DESC LIMIT ?)',
  );
  const readSession = db.prepare<[string], { stay: string; keyId: string; expiresAt: number }>(
    'SELECT stay, key_id AS keyId, expires_at_ms AS expiresAt FROM guide_sessions WHERE id = ?',
  );
  const deleteSession = db.prepare<[string]>('DELETE FROM guide_sessions WHERE id = ?');

  const forgetStays = db.prepare<[string]>('DELETE FROM guide_stays WHERE check_out < ?');
  const insertStay = db.prepare<[string, string, string, string, number]>(
    'INSERT OR IGNORE INTO guide_stays (stay, uid, check_in, check_out, seen_at_ms) VALUES (?, ?, ?, ?, ?)',
  );
  const insertNotice = db.prepare<[string, number, number]>('INSERT INTO guide_stay_notices (ref, created_at_ms, next_attempt_at_ms) VALUES (?, ?, ?)');
  const linkStay = db.prepare<[number | bigint, string]>('UPDATE guide_stays SET notice_id = ? WHERE stay = ?');
  const note = db.transaction((stays: SeenStay[], now: number): number => {
    forgetStays.run(dayBefore(now, STAYS_REMEMBERED_DAYS));
    const fresh = stays.filter((s) => insertStay.run(s.key, s.uid, s.start, s.end, now).changes === 1);
    if (fresh.length) {
      const { lastInsertRowid } = insertNotice.run(stayNoticeRef(fresh), now, now);
      for (const s of fresh) linkStay.run(lastInsertRowid, s.key);
    }
    return fresh.length;
  });

  const readNotice = db.prepare<[number], { id: number; ref: string }>('SELECT id, ref FROM guide_stay_notices WHERE id = ?');
  const staysOf = db.prepare<[number], SeenStay>('SELECT stay AS key, uid, check_in AS start, check_out AS end FROM guide_stays WHERE notice_id = ? ORDER BY check_in');
  const notice = (id: number): StayNotice | undefined => {
    const n = readNotice.get(id);
    return n && { ...n, stays: staysOf.all(id) };
  };

  return {
    async saveGuideSession(s, now, maxPerStay) {
      db.transaction(() => {
        pruneSessions.run(now);
        insertSession.run(s.id, s.stay, s.keyId, s.expiresAt, now);
        endOldest.run(s.stay, s.stay, maxPerStay);
      }).immediate();
    },
    async guideSession(id) {
      return readSession.get(id);
    },
    async endGuideSession(id) {
      deleteSession.run(id);
    },
    async noteStays(stays, now) {
      return note.immediate(stays, now);
    },
    stayNotices: sqliteNoticeQueue(db, { table: 'guide_stay_notices', key: 'id' }, notice),
  };
}
