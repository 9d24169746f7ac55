import { earlyNotice, endedNotice, gateNotices, shapeNotice, tooManyNotice, type GateNotice } from '../../core/guide-gate';
import type { LinkVerdict, Verdict } from './gate';

export interface Refusal {
  status: 400 | 401 | 429 | 503;
  notice: GateNotice;
  retryAfterSeconds?: number;
}

/**
 * What a guest is told for a typed code that did not open the guide, with or without script: a
 * stay's code typed early or late is told when it works, in the link's words; any other is wrong.
 */
export function codeRefusal(v: Exclude<Verdict, { kind: 'open' }>, codeLength: number, timeZone: string): Refusal {
  switch (v.kind) {
    case 'shape':
      return { status: 400, notice: shapeNotice(codeLength) };
    case 'wrong':
      return { status: 401, notice: gateNotices.wrong };
    case 'early':
      return { status: 401, notice: earlyNotice(v.opensAt, timeZone, 'code') };
    case 'ended':
      return { status: 401, notice: endedNotice(v.closesAt, timeZone, 'code') };
    case 'limited':
      return { status: 429, notice: tooManyNotice(v.retryAfterSeconds, v.scope), retryAfterSeconds: v.retryAfterSeconds };
    case 'unchecked':
      return { status: 503, notice: gateNotices.unchecked, retryAfterSeconds: 60 };
  }
}

/** What a guest is told for a link that did not open the guide. */
export function linkRefusal(v: Exclude<LinkVerdict, { kind: 'open' }>, timeZone: string): Refusal {
  switch (v.kind) {
    case 'early':
      return { status: 401, notice: earlyNotice(v.opensAt, timeZone, 'link') };
    case 'ended':
      return { status: 401, notice: endedNotice(v.closesAt, timeZone, 'link') };
    case 'limited':
      return { status: 429, notice: tooManyNotice(v.retryAfterSeconds, v.scope), retryAfterSeconds: v.retryAfterSeconds };
    case 'unknown':
      return { status: 401, notice: gateNotices.linkUnknown };
    case 'unchecked':
      return { status: 503, notice: gateNotices.unchecked, retryAfterSeconds: 60 };
  }
}
