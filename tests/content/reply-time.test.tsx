// @vitest-environment jsdom
// (the chat panel takes over from the frame drawn in the page, so it reads the document)
// Every reply-time promise on the site comes from site.yaml contact.replyTime, so the host
// states only what they will keep; with it empty, no page, confirmation or chat header makes one.
import { describe, expect, it } from 'vitest';
import { clientSite } from '../../src/core/client-site';
import { Blocks } from '../../src/blocks/render';
import { loadContent } from '../../src/content/load-content';
import { toPageData } from '../../src/content/model';
import type { SiteConfig } from '../../src/core/types/content.gen';
import { ChatPanel } from '../../src/widgets/chat/panel';
import { startupNotice } from '../../src/server/enquiries/host-notice';
import { renderHtml } from '../support/site';

const content = loadContent();
const withReply = (replyTime: string | undefined): SiteConfig => ({ ...content.site, contact: { ...content.site.contact, replyTime } });
const text = (html: string) => html.replace(/<style[\s\S]*?<\/style>/g, '').replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');

/** A route rendered as the prerender does, with the given settings, as the text a visitor reads. */
function pageText(path: string, site: SiteConfig): string {
  const page = content.pages.find((p) => p.def.path === path)!;
  const { data } = toPageData(page.def, site, content.posts);
  return text(renderHtml(<Blocks page={data} />, { site })) + ` ${data.description}`;
}

const promise = /\b(?:repl(?:y|ies)|get back to you)\b[^.]*\bwithin\b|\bwithin (?:2|24) hours\b/i;

describe('reply-time promises', () => {
  it('come from contact.replyTime on /contact, /bookings and /about, in the form and its confirmation', () => {
    const site = withReply('within 3 hours, any day');
    const contact = pageText('/contact', site);
    expect(contact).toContain('get back to you within 3 hours, any day.');
    expect(contact).toContain('We reply within 3 hours, any day'); // the form's point and the Response time panel
    expect(contact).toContain('It has gone to our host. They reply within 3 hours, any day.');
    expect(contact).not.toMatch(/within 2 hours|within 24 hours|couple of hours/);
    expect(pageText('/bookings', site)).toContain('Send us a message. We reply within 3 hours, any day.');
    expect(pageText('/about', site)).toContain('We reply within 3 hours, any day.');
  });

  for (const empty of ['', undefined]) {
    it(`are nowhere when contact.replyTime is ${empty === undefined ? 'absent' : 'empty'}: the sentences, the form's point and the Response time panel are left out`, () => {
      const site = withReply(empty);
      for (const path of ['/contact', '/bookings', '/about']) expect(pageText(path, site)).not.toMatch(promise);
      const contact = pageText('/contact', site);
      expect(contact).not.toContain('Response time');
      expect(contact).toContain('Questions about dates, the house or the area?'); // the rest of the hero text stays
      expect(contact).toContain('It has gone to our host.');
      expect(pageText('/bookings', site)).toContain('staying a while? Send us a message.');
    });
  }

  it('never reach the chat header: it says it is an automated helper, with no green "online" dot, whatever replyTime is', () => {
    for (const reply of ['within an hour', '']) {
      // With the settings the chat island gets (its share, texts filled at build).
      const open = renderHtml(<ChatPanel onClose={() => {}} />, { site: clientSite(withReply(reply)) as never });
      expect(text(open)).not.toMatch(/replies|within an hour|few minutes|online/i);
      expect(text(open)).toContain("Automated answers from this site's facts. Our host answers enquiries.");
      expect(open).toContain('aria-describedby="chat-subtitle"');
      expect(open).not.toContain('data-online');
    }
  });

  it("make the server warn at start-up when nobody is notified, and only when one is set (it starts either way)", () => {
    expect(startupNotice('data/site.db', 'npm run enquiries', withReply('within an hour'))).toContain('The site promises guests a reply within an hour');
    for (const none of ['', undefined]) expect(startupNotice('data/site.db', 'npm run enquiries', withReply(none))).not.toContain('promises');
  });
});
