import { useEffect, useState, type FormEvent } from 'react';
import { AlertCircle, CheckCircle2, Send } from '../../components/lucide-icons';
import type { ContactFormBlock } from '../../core/types/content.gen';
import { useSite } from '../../core/site-context';
import { Icon } from '../../components/icon';
import { Lead, Section } from '../../components/ui';
import { useComputed } from '../../core/computed';
import { fields, type FormComputed } from './fields';
import { thanksShown } from './thanks';
import { FieldBox, FormCard, Layout, Submit } from './styles';
import { invokeFunction } from '../../core/functions-client';
import { busyMessage, isDelivery, refSentence, type EnquiryError } from '../../core/enquiry-sent';
import { fieldsFromUrl, noticeFromUrl, type Notice } from './notice';
import { rememberedLanding } from '../../core/landing';

/** Why a message was not sent, in the words the error notice shows (every one is in the page; data-error picks one). */
const errorTexts = (site: { contact: { email: string; phone: string } }): Record<EnquiryError, string> => ({
  fields: 'Please check your details (first and last name, a valid email address and a message) and try again. Your browser’s Back button brings back what you typed.',
  check: 'Some details need another look: see the highlighted fields. What you typed is still here.',
  'too-many': `You have sent several messages in the last hour. Please wait a while, or e-mail us at ${site.contact.email} or call or text ${site.contact.phone}.`,
  'too-large': 'Your message is too long to send in one go. Please shorten it and send it again, or e-mail us.',
  server: `Something went wrong on our side. Please try again in a moment, or e-mail us at ${site.contact.email} or call or text ${site.contact.phone}.`,
  busy: busyMessage(site),
  network: `We could not reach our server. What you typed is still here: please try again, or e-mail us at ${site.contact.email} or call or text ${site.contact.phone}.`,
});

/**
 * The enquiry form. It is a real form (method POST to the enquiry function), so it works
 * before and without JavaScript; once hydrated it sends through the functions client,
 * shows the server's reasons beside each field, and keeps what was typed when sending fails.
 */
export function ContactForm(block: ContactFormBlock) {
  const site = useSite();
  const fn = site.backend.functions.enquiry;
  const id = block.id ?? 'contact-form';
  // A point whose only sentence promised a reply time is empty when site.yaml sets none.
  const points = block.points?.filter((p) => p.text.trim());
  const computed = useComputed<FormComputed>();
  const limits = computed?.limits;
  // Finished at build: the block's wording with its page, the defaults in build.ts.
  const { emailed, stored } = thanksShown(block, computed?.thanks);
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
    // Keyboard and screen-reader users land on the confirmation rather than on a cleared form;
    // refused fields take the focus themselves (the first to fix), and the alert is still read.
    if (notice && !(notice.kind === 'error' && notice.code === 'check')) document.getElementById(notice.kind === 'sent' ? 'enquiry-sent' : 'enquiry-error')?.focus({ preventScroll: false });
  }, [notice]);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sending) return;
    const form = e.currentTarget;
    // With the visit's landing page, referring site and campaign, kept since the visit began.
    const body = { ...rememberedLanding(), ...Object.fromEntries(new FormData(form)) } as Record<string, string>;
    setSending(true);
    setNotice(null);
    const { data, error } = await invokeFunction<{ ok: boolean; ref: string; delivery?: string }>(site, fn, body, { idempotent: true });
    setSending(false);
    // The notice beside the form says what happened and stays until the next send: a toast
    // would repeat it, cover the form on a phone, and be gone before a guest looked up.
    if (data) {
      form.reset();
      setErrors({});
      setNotice({ kind: 'sent', ref: data.ref, delivery: isDelivery(data.delivery) ? data.delivery : 'stored' });
      return;
    }
    const fieldReasons = (error?.body as { fields?: Record<string, string> } | undefined)?.fields;
    if (error?.status === 400 && fieldReasons) {
      setErrors(fieldReasons);
      setNotice({ kind: 'error', code: 'check' });
      const first = fields.find((f) => fieldReasons[f.name]);
      if (first) form.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
      return;
    }
    const status = error?.status ?? 0;
    const busy = status === 429 && error?.body?.limit === 'all';
    setNotice({ kind: 'error', code: busy ? 'busy' : status === 429 ? 'too-many' : status === 413 ? 'too-large' : status >= 400 ? 'server' : 'network' });
  }

  function clearError(name: string) {
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
  }

  const sent = notice?.kind === 'sent' ? notice : undefined;
  const shownError = notice?.kind === 'error' ? notice.code : undefined;
  const reasons = errorTexts(site);

  return (
    <Section id={id} $tone="plain">
      <Layout>
        <div>
          <h2>{block.heading}</h2>
          {block.intro && <Lead>{block.intro}</Lead>}
          {points?.length ? (
            <ul className="points">
              {points.map((p) => (
                <li key={p.text}>
                  <span className="badge">
                    <Icon name={p.icon} size={20} />
                  </span>
                  {p.text}
                </li>
              ))}
            </ul>
          ) : null}
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
              redirect's query (server.ts, beside this file), hence the
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
          {/* Every reason is in the page and data-error picks one (`fields` when none is named):
              without JavaScript the server fills data-error in from the redirect's query. */}
          <div
            id="enquiry-error"
            className="notice error"
            role="alert"
            tabIndex={-1}
            data-shown={shownError ? '' : undefined}
            data-error={shownError}
            suppressHydrationWarning
          >
            <AlertCircle size={22} aria-hidden="true" />
            <p>
              <strong>Your message was not sent</strong>
              {Object.entries(reasons).map(([code, text]) => (
                <span key={code} data-for={code}>
                  {text}
                </span>
              ))}
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
              required: limits?.[f.name].required,
              maxLength: limits?.[f.name].maxLength,
              'aria-invalid': err ? true : undefined,
              'aria-describedby': describedBy,
              onInput: () => clearError(f.name),
            };
            return (
              <FieldBox key={f.name} className={f.wide ? 'wide' : undefined} $invalid={Boolean(err)}>
                <label htmlFor={fid}>
                  {f.label}
                  {!limits?.[f.name].required && <span className="optional"> (optional)</span>}
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

          {computed && <input type="hidden" name="formPage" value={computed.page} />}

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
