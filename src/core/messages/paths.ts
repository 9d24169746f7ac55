import { group, message } from './define';

// Addresses: each page's own path, the site's aliases, publishing dates, and every link into the
// site (src/content/load-content.ts, route-collisions.ts, publishing.ts, lint/links.ts).

const pageHint = 'Use the path of an existing page (see pages/*.yaml `path:`) or a full https:// URL.';

export const pathMessages = group('Paths and links', {
  pathTaken: message<{ path: string; other: string }>({
    id: 'path-taken',
    severity: 'error',
    message: (p) => `${p.path} is already the path of ${p.other}`,
    hint: () => 'Each page needs its own path.',
    docs: 'Each page needs its own `path:`.',
    example: { path: '/kahibah-accommodation', other: 'pages/kahibah-accommodation.yaml:2:7' },
  }),
  pathReserved: message<{ path: string; reserved: string; all: string[] }>({
    id: 'path-reserved',
    severity: 'error',
    message: (p) => `${p.path} is reserved: the server answers ${p.reserved}${p.reserved.includes('.') ? '' : '/…'} itself`,
    hint: (p) => `Choose another path; reserved: ${p.all.join(', ')}.`,
    docs: 'Choose another path (the hint lists the reserved ones).',
    example: { path: '/images/gallery', reserved: '/images', all: ['/functions', '/assets', '/images', '/sitemap.xml'] },
  }),
  postPathTaken: message<{ path: string; page: string }>({
    id: 'post-path-taken',
    severity: 'error',
    message: (p) => `${p.path} is both this post and the page at ${p.page}`,
    hint: () => 'Rename the post (its file and slug) or move the page: one address, one page.',
    docs: 'Rename the post (file and slug) or move the page.',
    example: { path: '/blog/winter-in-newcastle', page: 'pages/winter.yaml:2:7' },
  }),
  aliasHidesPage: message<{ alias: string; page: string }>({
    id: 'alias-hides-page',
    severity: 'error',
    message: (p) => `alias ${p.alias} would hide the page at ${p.page}`,
    hint: () => 'Remove the alias or move the page.',
    docs: 'Remove or correct the alias in `site.yaml`.',
    example: { alias: '/book', page: 'pages/book.yaml:2:7' },
  }),
  aliasToNoPage: message<{ alias: string; to: string }>({
    id: 'alias-to-no-page',
    severity: 'error',
    message: (p) => `alias ${p.alias} points to ${p.to}, which is no page`,
    hint: () => 'Point it at the path of an existing page (see pages/*.yaml `path:`).',
    docs: 'Point the alias in `site.yaml` at a page that exists.',
    example: { alias: '/book', to: '/booking' },
  }),
  publishAtInvalid: message<{ written: string }>({
    id: 'publish-at-invalid',
    severity: 'error',
    message: (p) => `${p.written} is no day and time of the calendar`,
    hint: () => 'Write a real day, and a time on a 24-hour clock if it matters: publishAt: 2026-12-14 09:00.',
    docs: 'Write a real day, and a time on a 24-hour clock if it matters. See [Drafts and scheduled pages](#drafts-and-scheduled-pages).',
    example: { written: '2026-12-14 25:00' },
  }),
  linkLeavesSite: message<{ href: string }>({
    id: 'link-leaves-site',
    severity: 'error',
    message: (p) => `link to ${p.href} leaves the site: browsers read it as the address of another site`,
    hint: () => 'Write a link to another site in full (https://…), or a path of this site starting with a single /.',
    docs: "Write another site's address in full (`https://…`), or a path with a single `/`.",
    example: { href: '//bookings' },
  }),
  linkUnpublished: message<{ href: string; state: string; file: string; path: string }>({
    id: 'link-unpublished',
    severity: 'warning',
    message: (p) => `link to ${p.href}, which is ${p.state} (${p.file}): until it is published the link leads to the not-found page`,
    hint: (p) => `Publish ${p.path} first (remove draft:, or let its publishAt pass), or add the link once it is live.`,
    docs: 'Publish the page first, or add the link once it is live. See [Drafts and scheduled pages](#drafts-and-scheduled-pages).',
    example: { href: '/winter-offer', state: 'a draft', file: 'pages/winter-offer.yaml', path: '/winter-offer' },
  }),
  linkNotAPage: message<{ href: string; meant?: string; fixed?: string }>({
    id: 'link-not-a-page',
    severity: 'error',
    message: (p) => `link to ${p.href}, which is not a page of this site${p.meant ? ` (did you mean ${p.meant}?)` : ''}`,
    hint: (p) => (p.fixed ? `Write ${p.fixed}, or another page's path (see pages/*.yaml \`path:\`).` : pageHint),
    docs: "Write the page it names, or another page's `path:`, or a full `https://` address. A full address on the site's own domain (`https://www.charlestownguesthouse.com.au/book`) is checked as a path.",
    example: { href: '/booking', meant: '/bookings', fixed: '/bookings' },
  }),
  linkNoSection: message<{ href: string; path: string; anchor: string; meant?: string; ids: string[] }>({
    id: 'link-no-section',
    severity: 'error',
    message: (p) => `link to ${p.href}: ${p.path} has no section with id '${p.anchor}'${p.meant ? ` (did you mean '${p.meant}'?)` : ''}`,
    hint: (p) => `Ids on ${p.path}: ${p.ids.join(', ')}. Give the target block \`id: ${p.anchor}\` or link to one of these.`,
    docs: 'Give the target block the `id:` the link names, or link to one of the ids the hint lists (`contact-form` for the contact form, `main`).',
    example: { href: '/contact#contact', path: '/contact', anchor: 'contact', meant: 'contact-form', ids: ['contact-form', 'main'] },
  }),
});
