import { useId } from 'react';
import { KeyRound, LoaderCircle, LockKeyhole } from '../../components/lucide-icons';
import { styled, keyframes } from 'styled-components';
import type { GuideGateBlock } from '../../core/types/content.gen';
import { Icon } from '../../components/icon';
import { Button, Container, Eyebrow } from '../../components/ui';
import { inline } from '../../components/inline';
import { useSite } from '../../core/site-context';
import { codeHint, formatCode, guideAccessSettings } from '../../core/guide-code';
import { text } from '../../theme/type-scale';

const Wrap = styled.section`
  position: relative;
  isolation: isolate;
  padding: clamp(48px, 9vw, 112px) 0 clamp(64px, 10vw, 128px);
  background:
    radial-gradient(120% 80% at 10% 0%, color-mix(in srgb, var(--c-primary) 16%, transparent), transparent 60%),
    radial-gradient(90% 70% at 100% 100%, color-mix(in srgb, var(--c-accent) 10%, transparent), transparent 60%),
    var(--c-surface-alt);
`;

const CardBox = styled.div`
  max-width: 600px;
  margin: 0 auto;
  background: var(--c-surface);
  border: 1px solid var(--c-border);
  border-radius: calc(var(--radius) * 1.4);
  box-shadow: var(--shadow-lg);
  padding: clamp(28px, 5vw, 52px) clamp(22px, 5vw, 52px);
  text-align: center;
  h1 { font-size: clamp(2rem, 3vw + 1.2rem, 3rem); margin-bottom: 0.35em; }
  .intro { color: var(--c-muted); font-size: ${text.base}; max-width: 46ch; margin: 0 auto 28px; }
`;

const Lock = styled.span`
  display: inline-grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: 20px;
  margin-bottom: 18px;
  color: var(--c-primary);
  background: color-mix(in srgb, var(--c-primary) 12%, var(--c-surface));
  border: 1px solid color-mix(in srgb, var(--c-primary) 22%, transparent);
`;

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 10px;
  text-align: left;
  max-width: 400px;
  margin: 0 auto;
  label { font-weight: 600; }
  .row { display: flex; gap: 10px; }
  @media (max-width: 479px) { .row { flex-direction: column; } }
  input {
    flex: 1;
    width: 100%;
    min-width: 0;
    min-height: 56px;
    padding: 0 14px;
    border-radius: 14px;
    border: 1.5px solid color-mix(in srgb, var(--c-text) 35%, var(--c-border));
    background: var(--c-bg);
    /* Read off one screen and typed on another: a typewriter face, capitals, a little air. */
    font: 600 1.35rem/1 ui-monospace, 'SF Mono', Menlo, Consolas, monospace;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    text-align: center;
    transition: border-color 0.15s ease, box-shadow 0.15s ease;
  }
  input::placeholder { color: var(--c-muted); opacity: 0.7; }
  .hint { margin: 0; font-size: ${text.sm}; color: var(--c-muted); }
  input:focus { outline: none; border-color: var(--c-primary); box-shadow: 0 0 0 4px color-mix(in srgb, var(--c-primary) 25%, transparent); }
  input[aria-invalid='true'] { border-color: #b42318; }
  :root.dark & input[aria-invalid='true'] { border-color: #ff8a80; }
  ${Button} { min-height: 56px; padding: 0 28px; }
  ${Button} > span { display: inline-flex; align-items: center; gap: 8px; }
  &:not([aria-busy='true']) .busy, &[aria-busy='true'] .idle { display: none; }
  .message { min-height: 1.5em; margin: 0; font-size: ${text.md}; color: #b42318; }
  :root.dark & .message { color: #ff8a80; }
  .message[data-tone='info'], .no-script { color: var(--c-text); }
  .no-script { margin: 0; font-size: ${text.md}; }
`;

const spin = keyframes`to { transform: rotate(360deg); }`;
const Spinner = styled(LoaderCircle)`
  animation: ${spin} 0.9s linear infinite;
`;

const Highlights = styled.ul`
  list-style: none;
  padding: 24px 0 0;
  margin: 28px 0 0;
  border-top: 1px solid var(--c-border);
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px 16px;
  text-align: left;
  li { display: flex; align-items: center; gap: 10px; font-size: ${text.md}; font-weight: 500; }
  li span {
    flex: none;
    display: inline-grid;
    place-items: center;
    width: 34px;
    height: 34px;
    border-radius: 10px;
    color: var(--c-primary);
    background: color-mix(in srgb, var(--c-primary) 10%, transparent);
  }
`;

const Help = styled.p`
  margin: 22px 0 0;
  font-size: ${text.sm};
  color: var(--c-muted);
`;

/**
 * The digital guide's gate, as plain HTML: client.ts checks the code (or the link the page was
 * opened with) and only then loads React and the guide (unlock.tsx). The guide's content is not in this page: the server
 * returns it for the right code, with a session that keeps it open on this device.
 * Without script the form posts to this page, which the embedded server answers with the guide
 * (src/server/guide/page.ts). A static host cannot: with the functions on another origin
 * (backend.url set) the button waits for the script, and says so.
 */
export function GuideGate(block: GuideGateBlock) {
  const ids = useId();
  const messageId = `${ids}-message`;
  const hintId = `${ids}-hint`;
  const site = useSite();
  const answersPost = !site.backend.url;
  const { codeLength } = guideAccessSettings(site);
  return (
    <Wrap id={block.id} aria-labelledby={`${ids}-heading`}>
      <Container>
        <CardBox>
          <Lock>
            <LockKeyhole size={30} aria-hidden="true" strokeWidth={1.75} />
          </Lock>
          {block.eyebrow && <Eyebrow>{block.eyebrow}</Eyebrow>}
          <h1 id={`${ids}-heading`}>{block.heading}</h1>
          <p className="intro">{inline(block.text)}</p>
          <Form method="post" noValidate data-gate data-code-length={codeLength}>
            <label htmlFor={`${ids}-code`}>{block.inputLabel ?? 'Passcode'}</label>
            <p className="hint" id={hintId}>
              {codeHint(codeLength)}
            </p>
            <div className="row">
              {/* Shown as typed: a long code typed blind on a phone goes wrong (it is the guest's own, for their stay). */}
              <input
                id={`${ids}-code`}
                name="passcode"
                type="text"
                inputMode="text"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={codeLength + 6}
                autoComplete="off"
                placeholder={formatCode('X'.repeat(codeLength))}
                required
                aria-describedby={`${hintId} ${messageId}`}
              />
              <Button type="submit" disabled={!answersPost}>
                <span className="idle">
                  <KeyRound size={20} aria-hidden="true" />
                  {block.buttonLabel ?? 'Unlock'}
                </span>
                <span className="busy">
                  <Spinner size={20} aria-hidden="true" />
                  Checking…
                </span>
              </Button>
            </div>
            {/* What each try or lock comes to, said once, here (client.ts): read out as it changes. */}
            <p className="message" id={messageId} role="alert" />
            {!answersPost && (
              <noscript>
                <p className="no-script">The guide opens with JavaScript: please turn it on for this site, or contact us for the details you need.</p>
              </noscript>
            )}
          </Form>
          {block.highlights && block.highlights.length > 0 && (
            <Highlights aria-label="Inside the guide">
              {block.highlights.map((h) => (
                <li key={h.label}>
                  <span>
                    <Icon name={h.icon} size={18} />
                  </span>
                  {h.label}
                </li>
              ))}
            </Highlights>
          )}
          {block.help && <Help>{inline(block.help)}</Help>}
        </CardBox>
      </Container>
    </Wrap>
  );
}
