import { defineFunction } from '../define';
import { feedSettings } from '../../availability/sources';
import { mailSettings } from '../../enquiries/mail';
import { stayNoticesAfterReply } from '../../guide/stay-notices';
import { availabilityRoutes } from './routes';
import request from './request.schema.json' with { type: 'json' };

/** The booking calendar's days, free or booked, from the property's feeds: public data. */
export default defineFunction({
  key: 'availability',
  requests: { '/': request },
  // The feed; with SMTP, the host's e-mail of each new stay with its guide code (from the guide's secret).
  settings: [...feedSettings, ...mailSettings, 'GUIDE_SECRET', 'GUIDE_SESSION_SECRET'],
  privateFiles: ['private/availability.ics'],
  cors: 'any-origin',
  routes: (deps) => availabilityRoutes(deps),
  // With SMTP set, stays first seen in the feed it reads are e-mailed to the host (each with its guide code and link).
  afterReply: stayNoticesAfterReply,
});
