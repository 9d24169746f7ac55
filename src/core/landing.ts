/**
 * Which page brought a visitor (issue 24): the visit's first page of this site, the referring
 * site's host name and its utm_source / utm_medium / utm_campaign. Kept in sessionStorage, so
 * for this tab's visit only (the browser forgets it when the tab closes), with no cookie and
 * no third party; it leaves the browser only with a contact-form message.
 */
export const LANDING_FIELDS = ['landingPage', 'referrerHost', 'utmSource', 'utmMedium', 'utmCampaign'] as const;
export type Landing = Record<(typeof LANDING_FIELDS)[number], string>;

const KEY = 'landing';

/**
 * Notes the first page of the visit; later pages of the same visit leave it as it is. The page
 * is read at once (the router may move on), the storage written once the browser is idle or the
 * page is left, whichever comes first: the first touch of session storage waits on the browser's
 * storage process, a few ms on a phone that the page's first moments need more.
 */
export function rememberLanding(): void {
  let from: URL | undefined;
  try {
    from = new URL(document.referrer);
  } catch {
    // no referrer: typed in, a bookmark, or a site whose policy sends none
  }
  // Arriving from a page of this site with nothing kept, the visit began there and left it before
  // its script ran (a tap in its first moments): that page, with its address's campaign, was the
  // first. Only the site that sent the visitor to it is not known.
  const first = from?.host === location.host ? from : location;
  const q = new URLSearchParams(first.search);
  const landing: Landing = {
    // "/about/" (a static host's folder form) is the page /about.
    landingPage: first.pathname.replace(/(.)\/$/, '$1'),
    referrerHost: from && from.host !== location.host ? from.hostname : '',
    utmSource: q.get('utm_source') ?? '',
    utmMedium: q.get('utm_medium') ?? '',
    utmCampaign: q.get('utm_campaign') ?? '',
  };
  let kept = false;
  const keep = () => {
    if (kept) return;
    kept = true;
    removeEventListener('pagehide', keep);
    try {
      if (!sessionStorage.getItem(KEY)) sessionStorage.setItem(KEY, JSON.stringify(landing));
    } catch {
      // storage turned off: the form then sends only the page it is on
    }
  };
  addEventListener('pagehide', keep);
  if ('requestIdleCallback' in window) requestIdleCallback(keep, { timeout: 2000 });
  else setTimeout(keep, 200);
}

/** What rememberLanding() kept for this visit (its fields only), or nothing. */
export function rememberedLanding(): Partial<Landing> {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, unknown> | null;
    return Object.fromEntries(LANDING_FIELDS.filter((k) => typeof kept?.[k] === 'string').map((k) => [k, kept![k]]));
  } catch {
    return {};
  }
}
