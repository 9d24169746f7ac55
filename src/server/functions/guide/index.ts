import { defineFunction } from '../define';
import { feedSettings } from '../../availability/sources';
import { mailSettings } from '../../enquiries/mail';
import { stayNoticesAfterReply } from '../../guide/stay-notices';
import { guideRoutes } from './routes';
import unlock from './unlock.schema.json' with { type: 'json' };
import link from './link.schema.json' with { type: 'json' };
import session from './session.schema.json' with { type: 'json' };

/** The digital guide: a stay's code or link (or the shared passcode) opens it; its sessions reopen and lock it. */
export default defineFunction({
  key: 'guide',
  requests: { '/': unlock, '/link': link, '/session': session, '/lock': session },
  // Its codes and sessions; the feed whose stays it opens for; with SMTP, the host's e-mail of each new stay.
  settings: ['GUIDE_SECRET', 'GUIDE_SESSION_SECRET', 'GUIDE_PASSCODE', 'GUIDE_SESSION_DAYS', ...feedSettings, ...mailSettings],
  // Each stay's code is checked against the owner's calendar file when no feed URL is set.
  privateFiles: ['private/guide.yaml', 'private/availability.ics'],
  cors: 'site-origins',
  routes: (deps) => guideRoutes(deps),
  // With SMTP set, stays first seen in the feed are e-mailed to the host.
  afterReply: stayNoticesAfterReply,
});
