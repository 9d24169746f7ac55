import { useEffect, useState, type FormEvent } from 'react';
import { styled, css } from 'styled-components';
import { AlertCircle, CheckCircle2, Send } from 'lucide-react';
import type { ContactFormBlock, EnquiryRequest } from '../types/content.gen';
import { useSite } from '../app/site-context';
import { Icon } from '../components/icon';
import { Button, Container, Lead, Section } from '../components/ui';
import { invokeFunction } from '../lib/functions-client';
import { toast } from '../widgets/toasts';
import { interpolate } from '../widgets/chat/replies';
import { isDelivery, refSentence, sentFromQuery, type Delivery } from '../lib/enquiry-sent';

type FieldName = Exclude<keyof EnquiryRequest, 'website'>;

interface Field {
  name: FieldName;
  label: string;
  type: 'text' | 'email' | 'tel' | 'textarea';
  autoComplete: string;
  required: boolean;
  maxLength: number;
  wide?: boolean;
  hint?: string;
}

// Names, types and lengths match schemas/api/enquiry.schema.json, which the server enforces.
const fields: Field[] = [
  { name: 'firstName', label: 'First Name', type: 'text', autoComplete: 'given-name', required: true, maxLength: 80 },
  { name: 'lastName', label: 'Last Name', type: 'text', autoComplete: 'family-name', required: true, maxLength: 80 },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true, maxLength: 254 },
  { name: 'phone', label: 'Phone Number', type: 'tel', autoComplete: 'tel', required: false, maxLength: 30 },
  { name: 'dates', label: 'Preferred Dates', type: 'text', autoComplete: 'off', required: false, maxLength: 120, wide: true, hint: 'For example 12–15 March, or a long weekend in May.' },
  { name: 'message', label: 'Message', type: 'textarea', autoComplete: 'off', required: true, maxLength: 5000, wide: true },
];

/** When the server e-mails each enquiry to the host (SMTP configured). */
const defaultEmailed = {
  title: 'Thank you, your message has been sent',
  text: 'It has gone to our host, who replies within 2 hours during business hours and within 24 hours on weekends.',
};
/** When the server only stores enquiries for the host to read: no promise of an e-mail or a time. */
const defaultStored = {
  title: 'Thank you, we have your message',
  text: 'It is saved for our host, who will read it and reply to the e-mail address you gave. If it is urgent, please call or text {phone}.',
};

/**
 * What the notice above the form says: after a send, or read from the no-JavaScript redirect.
 * `delivery` is what the server said it did with the enquiry; unknown reads as stored.
 */
type Notice = { kind: 'sent'; ref?: string; delivery?: Delivery } | { kind: 'error'; text: string };

const errorRed = css`
  color: #b42318;
  :root.dark & { color: #ff8a80; }
`;

const Layout = styled(Container)`
  display: grid;
  gap: clamp(28px, 5vw, 64px);
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  @media (min-width: 960px) { grid-template-columns: minmax(0, 0.8fr) minmax(0, 1.4fr); }
  .points { list-style: none; padding: 0; margin: 28px 0 0; display: grid; gap: 16px; }
  .points li { display: flex; gap: 14px; align-items: center; font-weight: 500; }
  .points .badge {
    flex: none; display: grid; place-items: center; width: 44px; height: 44px; border-radius: 14px;
    background: color-mix(in srgb, var(--c-primary) 12%, transparent); color: var(--c-primary);
  }
`;

const FormCard = styled.form`
  background: var(--c-surface);
  border: 1px solid var(--c-border);
  border-radius: calc(var(--radius) * 1.25);
  box-shadow: var(--shadow-lg);
  padding: clamp(22px, 3.6vw, 40px);
  display: grid;
  gap: 20px 18px;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 640px) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  .wide, .notice, .actions { grid-column: 1 / -1; }

  /* Bots fill every input; people never see this one. */
  .hp { position: absolute; left: -10000px; top: auto; width: 1px; height: 1px; overflow: hidden; }

  .notice { display: none; gap: 12px; align-items: flex-start; padding: 14px 16px; border-radius: 14px; border: 1px solid; }
  .notice svg { flex: none; margin-top: 2px; }
  .notice:focus { outline: none; } /* focused only so screen readers read it; not a control */
  .notice p { margin: 0; }
  .notice strong { display: block; }
  .notice .words { display: grid; gap: 6px; }
  .notice [data-for] { display: none; }
  .notice[data-delivery='email'] [data-for='email'], .notice:not([data-delivery='email']) [data-for='stored'] { display: block; }
  .notice .enquiry-ref { font-weight: 600; }
  .notice .enquiry-ref:empty { display: none; }
  /* Without JavaScript the server redirects to #enquiry-sent or #enquiry-error, and :target shows it. */
  .notice:target, .notice[data-shown] { display: flex; }
  .notice.sent { background: color-mix(in srgb, var(--c-primary) 10%, var(--c-surface)); border-color: color-mix(in srgb, var(--c-primary) 35%, transparent); }
  .notice.sent svg { color: var(--c-primary); }
  .notice.error { background: color-mix(in srgb, #b42318 7%, var(--c-surface)); border-color: color-mix(in srgb, #b42318 35%, transparent); }
  .notice.error svg { ${errorRed} }
  /* Once the enhanced form shows its own notice, the other one stays hidden even if targeted. */
  &[data-enhanced] .notice:not([data-shown]) { display: none; }

  .actions { display: flex; flex-wrap: wrap; gap: 14px 20px; align-items: center; margin-top: 4px; }
  .actions .small { color: var(--c-muted); font-size: 0.9rem; margin: 0; }
`;

const FieldBox = styled.div<{ $invalid: boolean }>`
  display: grid;
  gap: 6px;
  align-content: start;
  label { font-weight: 600; font-size: 0.95rem; }
  .optional { font-weight: 400; color: var(--c-muted); }
  .hint { color: var(--c-muted); font-size: 0.88rem; margin: 0; }
  .field-error { ${errorRed} font-size: 0.9rem; font-weight: 500; margin: 0; display: flex; gap: 6px; align-items: flex-start; }
  .field-error svg { flex: none; margin-top: 3px; }
  input, textarea {
    width: 100%;
    min-height: 50px;
    padding: 12px 14px;
    border-radius: 12px;
    border: 1.5px solid var(--c-border);
    background: var(--c-bg);
    color: var(--c-text);
    transition: border-color 0.15s ease, box-shadow 0.15s ease;
    ${(p) => p.$invalid && css`border-color: #b42318; :root.dark & { border-color: #ff8a80; }`}
  }
  textarea { resize: vertical; min-height: 150px; line-height: 1.55; }
  input:hover, textarea:hover { border-color: color-mix(in srgb, var(--c-primary) 45%, var(--c-border)); }
  input:focus-visible, textarea:focus-visible {
    outline: none;
    border-color: var(--c-primary);
    box-shadow: 0 0 0 4px color-mix(in srgb, var(--c-primary) 22%, transparent);
    border-radius: 12px;
  }
  input::placeholder, textarea::placeholder { color: var(--c-muted); opacity: 0.8; }
`;

const Submit = styled(Button)`
  min-width: 200px;
  &[aria-disabled='true'] { opacity: 0.75; cursor: progress; }
`;

function noticeFromUrl(): Notice | null {
  const q = new URLSearchParams(location.search);
  const sent = sentFromQuery(q);
  if (sent) return { kind: 'sent', ...sent };
  const error = q.get('error');
  if (!error) return null;
  if (error === 'too-many') return { kind: 'error', text: 'You have sent several messages in the last hour. Please wait a while, or e-mail or call us.' };
  if (error === 'too-large') return { kind: 'error', text: 'Your message is too long to send in one go. Please shorten it and send it again, or e-mail us.' };
  if (error === 'server') return { kind: 'error', text: 'Something went wrong on our side. Please try again in a moment, or e-mail or call us.' };
  return { kind: 'error', text: 'Please check the highlighted fields and send your message again.' };
}

function fieldsFromUrl(): Record<string, string> {
  const error = new URLSearchParams(location.search).get('error') ?? '';
  const out: Record<string, string> = {};
  for (const name of error.split(',')) if (fields.some((f) => f.name === name)) out[name] = 'Please check this field.';
  return out;
}

/**
 * The enquiry form. It is a real form (method POST to the enquiry function), so it works
 * before and without JavaScript; once hydrated it sends through the functions client,
 * shows the server's reasons beside each field, and keeps what was typed when sending fails.
 */
export function ContactForm(block: ContactFormBlock) {
  const site = useSite();
  const fn = site.backend.functions.enquiry;
  // {phone} and {email} in either wording are filled from site.yaml.
  const filled = (t: { title: string; text: string }) => ({ title: interpolate(t.title, site), text: interpolate(t.text, site) });
  const emailed = filled(block.thanks ?? defaultEmailed);
  const stored = filled(block.thanks?.stored ?? defaultStored);
  const id = block.id ?? 'contact-form';
  const [enhanced, setEnhanced] = useState(false);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    setEnhanced(true);
    // Arrived from the plain form post's redirect (sent before the page was interactive).
    const fromUrl = noticeFromUrl();
    if (fromUrl) {
      setNotice(fromUrl);
      setErrors(fieldsFromUrl());
      history.replaceState(history.state, '', location.pathname + location.hash);
    }
  }, []);

  useEffect(() => {
    // Keyboard and screen-reader users land on the confirmation rather than on a cleared form.
    if (notice) document.getElementById(notice.kind === 'sent' ? 'enquiry-sent' : 'enquiry-error')?.focus({ preventScroll: false });
  }, [notice]);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sending) return;
    const form = e.currentTarget;
    const body = Object.fromEntries(new FormData(form)) as Record<string, string>;
    setSending(true);
    setNotice(null);
    const { data, error } = await invokeFunction<{ ok: boolean; ref: string; delivery?: string }>(site, fn, body, { idempotent: true });
    setSending(false);
    if (data) {
      form.reset();
      setErrors({});
      const delivery = isDelivery(data.delivery) ? data.delivery : 'stored';
      setNotice({ kind: 'sent', ref: data.ref, delivery });
      const thanks = delivery === 'email' ? emailed : stored;
      void toast('success', thanks.title, thanks.text);
      return;
    }
    const fieldReasons = (error?.body as { fields?: Record<string, string> } | undefined)?.fields;
    if (error?.status === 400 && fieldReasons) {
      setErrors(fieldReasons);
      const first = fields.find((f) => fieldReasons[f.name]);
      if (first) form.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
      void toast('error', 'Please check the form', 'Some details need another look before we can send your message.');
      return;
    }
    if (error?.status === 429) {
      void toast('error', 'Too many messages', error.message);
      return;
    }
    void toast('error', 'Message not sent', `We couldn't reach the server. Your message is still here: please try again, or e-mail us at ${site.contact.email}.`);
  }

  function clearError(name: string) {
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
  }

  const sent = notice?.kind === 'sent' ? notice : undefined;
  const shownError = notice?.kind === 'error';

  return (
    <Section id={id} $tone="plain">
      <Layout>
        <div>
          <h2>{block.heading}</h2>
          {block.intro && <Lead>{block.intro}</Lead>}
          {block.points && (
            <ul className="points">
              {block.points.map((p) => (
                <li key={p.text}>
                  <span className="badge">
                    <Icon name={p.icon} size={20} />
                  </span>
                  {p.text}
                </li>
              ))}
            </ul>
          )}
        </div>
        <FormCard
          method="post"
          action={`${site.backend.url}/functions/v1/${fn}`}
          aria-label="Contact form"
          // Native checks help without JavaScript; with it, the server's reasons show beside each field.
          noValidate={enhanced}
          data-enhanced={enhanced ? '' : undefined}
          onSubmit={onSubmit}
        >
          {/* Both wordings are in the page; data-delivery picks one (the stored one when unknown).
              Without JavaScript the server fills in data-delivery and the reference from the
              redirect's query (src/server/enquiries/confirmation-page.ts), hence the
              suppressHydrationWarning on exactly those two. */}
          <div
            id="enquiry-sent"
            className="notice sent"
            role="status"
            tabIndex={-1}
            data-shown={sent ? '' : undefined}
            data-delivery={sent?.delivery}
            suppressHydrationWarning
          >
            <CheckCircle2 size={22} aria-hidden="true" />
            <div className="words">
              <p data-for="email">
                <strong>{emailed.title}</strong>
                {emailed.text}
              </p>
              <p data-for="stored">
                <strong>{stored.title}</strong>
                {stored.text}
              </p>
              <p className="enquiry-ref" suppressHydrationWarning>
                {sent?.ref ? refSentence(sent.ref) : ''}
              </p>
            </div>
          </div>
          <div id="enquiry-error" className="notice error" role="alert" tabIndex={-1} data-shown={shownError ? '' : undefined}>
            <AlertCircle size={22} aria-hidden="true" />
            <p>
              <strong>Your message was not sent</strong>
              {shownError
                ? notice.text
                : 'Please check your details (first and last name, a valid email address and a message) and try again. Your browser’s Back button brings back what you typed.'}
            </p>
          </div>

          {fields.map((f) => {
            const fid = `contact-${f.name}`;
            const err = errors[f.name];
            const describedBy = [f.hint && `${fid}-hint`, err && `${fid}-error`].filter(Boolean).join(' ') || undefined;
            const common = {
              id: fid,
              name: f.name,
              autoComplete: f.autoComplete,
              required: f.required,
              maxLength: f.maxLength,
              'aria-invalid': err ? true : undefined,
              'aria-describedby': describedBy,
              onInput: () => clearError(f.name),
            };
            return (
              <FieldBox key={f.name} className={f.wide ? 'wide' : undefined} $invalid={Boolean(err)}>
                <label htmlFor={fid}>
                  {f.label}
                  {!f.required && <span className="optional"> (optional)</span>}
                </label>
                {f.type === 'textarea' ? <textarea {...common} rows={5} /> : <input {...common} type={f.type} />}
                {f.hint && (
                  <p className="hint" id={`${fid}-hint`}>
                    {f.hint}
                  </p>
                )}
                {err && (
                  <p className="field-error" id={`${fid}-error`}>
                    <AlertCircle size={16} aria-hidden="true" />
                    {err}
                  </p>
                )}
              </FieldBox>
            );
          })}

          <div className="hp" aria-hidden="true">
            <label htmlFor="contact-website">Leave this field empty</label>
            <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
          </div>

          <div className="actions">
            <Submit type="submit" aria-disabled={sending || undefined}>
              <Send size={18} aria-hidden="true" />
              {sending ? 'Sending…' : (block.submitLabel ?? 'Send Message')}
            </Submit>
            <p className="small" aria-live="polite">
              {sending ? 'Sending your message…' : 'We only use your details to reply to you.'}
            </p>
          </div>
        </FormCard>
      </Layout>
    </Section>
  );
}
