import { styled, css } from 'styled-components';
import { Button, Container } from '../../components/ui';
import { ENQUIRY_ERRORS } from '../../core/enquiry-sent';
import { text } from '../../theme/type-scale';

const errorRed = css`
  color: #b42318;
  :root.dark & { color: #ff8a80; }
`;

export const Layout = styled(Container)`
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

export const FormCard = styled.form`
  background: var(--c-surface);
  border: 1px solid var(--c-border);
  border-radius: calc(var(--radius) * 1.25);
  box-shadow: var(--shadow-lg);
  --pad: clamp(22px, 3.6vw, 40px);
  padding: var(--pad);
  display: grid;
  gap: 20px 18px;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 640px) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  .wide, .notice, .actions { grid-column: 1 / -1; }

  /* Bots fill every input; people never see this one. */
  .hp { position: absolute; left: -10000px; top: auto; width: 1px; height: 1px; overflow: hidden; }

  /* Focused once sent, or the address's target without script: the card's top edge, level with
     the heading beside it on a wide screen, lands clear of the fixed header with it. */
  .notice { scroll-margin-top: calc(var(--pad) + 1px); }
  .notice { display: none; gap: 12px; align-items: flex-start; padding: 14px 16px; border-radius: 14px; border: 1px solid; }
  .notice svg { flex: none; margin-top: 2px; }
  .notice:focus { outline: none; } /* focused only so screen readers read it; not a control */
  .notice p { margin: 0; }
  .notice strong { display: block; }
  .notice .words { display: grid; gap: 6px; }
  .notice [data-for] { display: none; }
  .notice[data-delivery='email'] [data-for='email'], .notice:not([data-delivery='email']) [data-for='stored'] { display: block; }
  .notice.error:not([data-error]) [data-for='fields'],
  ${ENQUIRY_ERRORS.map((code) => `.notice.error[data-error='${code}'] [data-for='${code}']`).join(',\n  ')} { display: block; }
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
  .actions .small { color: var(--c-muted); font-size: ${text.sm}; margin: 0; }
`;

export const FieldBox = styled.div<{ $invalid: boolean }>`
  display: grid;
  gap: 6px;
  align-content: start;
  label { font-weight: 600; font-size: ${text.md}; }
  .optional { font-weight: 400; color: var(--c-muted); }
  .hint { color: var(--c-muted); font-size: ${text.sm}; margin: 0; }
  .field-error { ${errorRed} font-size: ${text.sm}; font-weight: 500; margin: 0; display: flex; gap: 6px; align-items: flex-start; }
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

export const Submit = styled(Button)`
  min-width: 200px;
  &[aria-disabled='true'] { opacity: 0.75; cursor: progress; }
`;
