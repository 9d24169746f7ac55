import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Check, Copy } from '../../components/lucide-icons';
import { styled } from 'styled-components';
import { SmallButton } from './styles';
import { useStaticGuide } from './static-guide';
import { text } from '../../theme/type-scale';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  min-width: 0;

  /* Typed character by character: one line, never broken inside (a break reads as a space
     or a hyphen that is not there). Too long for a very narrow screen, it scrolls instead. */
  .pw {
    flex: 0 1 auto;
    min-width: 0;
    max-width: 100%;
    overflow-x: auto;
    white-space: nowrap;
    overflow-wrap: normal;
    word-break: keep-all;
    hyphens: none;
    font-family: ui-monospace, 'SF Mono', Menlo, Consolas, monospace;
    font-weight: 600;
    letter-spacing: 0.02em;
    scrollbar-width: thin;
  }
  button { flex: none; min-height: 40px; padding: 0 14px; }
  button[data-copied] { border-color: var(--c-primary); color: var(--c-primary); }
  .hint { flex-basis: 100%; margin: 0; font-size: ${text.sm}; color: var(--c-muted); }
`;

type Status = { kind: 'copied' } | { kind: 'selected' } | null;

/** Copies with the Clipboard API, or, where it is missing or refused (an http address, an old browser), the old way. */
async function copyText(text: string, select: () => void): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // refused (no permission, not a secure context): try the selection below
  }
  select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

const isTouch = () => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/**
 * The WiFi password as guests type it: on one line in a typewriter face, with a Copy button.
 * "Copied" shows on the button and is announced politely; where the clipboard cannot be
 * written, the password is selected and the guest is told how to copy it themselves.
 */
export function WifiPassword({ password, className }: { password: string; className?: string }) {
  const [status, setStatus] = useState<Status>(null);
  const [scrolls, setScrolls] = useState(false);
  const pw = useRef<HTMLSpanElement>(null);

  // On a screen too narrow for it, the password scrolls sideways: then keyboards can reach it too.
  useLayoutEffect(() => {
    const el = pw.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const check = () => setScrolls(el.scrollWidth > el.clientWidth + 1);
    const ro = new ResizeObserver(check);
    ro.observe(el);
    check();
    return () => ro.disconnect();
  }, [password]);

  useEffect(() => {
    if (status?.kind !== 'copied') return;
    const t = setTimeout(() => setStatus(null), 2500);
    return () => clearTimeout(t);
  }, [status]);

  function select() {
    const el = pw.current;
    const sel = window.getSelection();
    if (!el || !sel) return;
    const range = document.createRange();
    range.selectNodeContents(el);
    sel.removeAllRanges();
    sel.addRange(range);
  }

  async function copy() {
    setStatus(null);
    if (await copyText(password, select)) {
      setStatus({ kind: 'copied' });
    } else {
      select();
      setStatus({ kind: 'selected' });
    }
  }

  const copied = status?.kind === 'copied';
  const isStatic = useStaticGuide();
  // Only once selected: the server renders this too (the guide without script), with no navigator.
  const hint =
    status?.kind !== 'selected' ? ''
    : isTouch() ? 'The password is selected: touch and hold it, then choose Copy.'
    : `The password is selected: press ${isMac() ? '⌘' : 'Ctrl'}+C to copy it.`;

  return (
    <Row className={className}>
      <span className="pw" ref={pw} translate="no" tabIndex={scrolls ? 0 : undefined}>
        {password}
      </span>
      {!isStatic && (
        <>
          <SmallButton type="button" data-print="hide" data-copied={copied ? '' : undefined} onClick={() => void copy()}>
            {copied ? <Check size={18} aria-hidden="true" /> : <Copy size={18} aria-hidden="true" />}
            {copied ? 'Copied' : 'Copy'}
            {!copied && <span className="visually-hidden"> WiFi password</span>}
          </SmallButton>
          {/* Present from the start so that what is written into it is announced (politely). */}
          <p role="status" className={status?.kind === 'selected' ? 'hint' : 'visually-hidden'} data-print="hide">
            {copied ? 'WiFi password copied' : hint}
          </p>
        </>
      )}
    </Row>
  );
}
