import type { ServerDeps } from '../deps';
import { sourceSettings } from '../availability/sources';
import { smtpSettings } from '../enquiries/mail';

/** How guests reach the guide, for the start-up log (the weak passcode option says so itself: gate.ts). */
export function guideStartupLine(deps: Pick<ServerDeps, 'env' | 'rootDir' | 'site'>): string {
  const feed = sourceSettings(deps.env, deps.rootDir);
  const from = feed.sources.map((s) => s.label).join(', ') || 'no booking feed';
  const mailed = smtpSettings(deps.env, deps.site) ? '; each new stay is e-mailed to you with them' : '';
  return `Digital guide: each stay in the booking feed (${from}) opens it with its own code and link; \`npm run guide-links\` prints them${mailed}.`;
}
