import { Lexer, type Token, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { messages, say, type Said } from '../core/messages';

/**
 * What a post's HTML may hold: the elements Markdown produces, links and images with safe
 * addresses. Scripts, event handlers, styles and javascript:/data: URLs are dropped.
 */
const allowed: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'blockquote', 'strong', 'em', 'del', 'code', 'pre', 'a', 'img', 'span', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    span: ['class'],
    th: ['align'],
    td: ['align'],
    code: ['class'],
  },
  allowedClasses: { span: ['visually-hidden'], code: [/^language-[\w-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, allowed);
}

// Links that leave the site through // or /\ are the link rule's to report (src/content/lint/links.ts).
const unsafeUrl = (href: string) => /^\s*(?:javascript|data|vbscript|file):/i.test(href);

/** Raw HTML and unsafe link targets in a Markdown body, at their offsets in it. */
export function unsafeMarkdown(body: string): { offset: number; said: Said }[] {
  const found: { offset: number; said: Said }[] = [];
  let cursor = 0;
  const at = (raw: string) => {
    const i = body.indexOf(raw, cursor);
    return i < 0 ? cursor : i;
  };
  const walk = (tokens: Token[]) => {
    for (const t of tokens) {
      const offset = at(t.raw);
      if (t.type === 'html') {
        found.push({ offset, said: say(messages.postHtml, { html: t.raw.trim().slice(0, 40) }) });
      } else if ((t.type === 'link' || t.type === 'image') && unsafeUrl((t as Tokens.Link).href)) {
        found.push({ offset, said: say(messages.postUnsafeLink, { href: (t as Tokens.Link).href.slice(0, 40) }) });
      }
      const children = (t as { tokens?: Token[]; items?: Token[] }).tokens ?? (t as { items?: Token[] }).items;
      if (children) walk(children);
      if (t.type !== 'list' && t.type !== 'list_item') cursor = Math.max(cursor, offset + (children ? 0 : t.raw.length));
    }
  };
  walk(new Lexer({ gfm: true }).lex(body));
  return found;
}
