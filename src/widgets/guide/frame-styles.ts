// The guide's frame: welcome, the facts at a glance, the tab bar and its panels.
import { styled } from 'styled-components';
import { text } from '../../theme/type-scale';

export const Wrap = styled.section`
  padding: clamp(28px, 5vw, 56px) 0 clamp(64px, 9vw, 112px);
  &[data-static] [id^='guide-panel-'] { scroll-margin-top: 88px; margin-bottom: clamp(40px, 6vw, 64px); }
  background:
    radial-gradient(110% 60% at 0% 0%, color-mix(in srgb, var(--c-primary) 10%, transparent), transparent 55%),
    var(--c-bg);
`;

export const Welcome = styled.div`
  position: relative;
  border-radius: calc(var(--radius) * 1.4);
  padding: clamp(26px, 5vw, 56px) clamp(20px, 5vw, 56px);
  background:
    radial-gradient(120% 120% at 100% 0%, color-mix(in srgb, var(--c-accent) 12%, transparent), transparent 55%),
    linear-gradient(150deg, color-mix(in srgb, var(--c-primary) 16%, var(--c-surface)), var(--c-surface) 75%);
  border: 1px solid color-mix(in srgb, var(--c-primary) 22%, var(--c-border));
  box-shadow: var(--shadow-lg);
  h1 { font-size: clamp(2rem, 2.6vw + 1rem, 3.2rem); max-width: 20ch; }
  h1:focus { outline: none; }
  .message { color: var(--c-muted); font-size: clamp(1.02rem, 0.5vw + 0.95rem, 1.18rem); max-width: 60ch; margin-bottom: 26px; }
  /* "Access Granted" in the page's flow, above the welcome: a notice that covers nothing. */
  .granted {
    display: flex;
    align-items: center;
    gap: 8px;
    width: fit-content;
    margin: 0 0 18px;
    padding: 8px 14px;
    border-radius: 999px;
    background: color-mix(in srgb, #1f7a4d 12%, var(--c-surface));
    border: 1px solid color-mix(in srgb, #1f7a4d 40%, var(--c-border));
    color: var(--c-text);
    font-size: ${text.md};
  }
  .granted svg { color: #1f7a4d; flex: none; }
  :root.dark & .granted { background: color-mix(in srgb, #6fd3a0 14%, var(--c-surface)); border-color: color-mix(in srgb, #6fd3a0 40%, var(--c-border)); }
  :root.dark & .granted svg { color: #6fd3a0; }
`;

export const WelcomeGrid = styled.div`
  display: grid;
  gap: clamp(24px, 4vw, 48px);
  grid-template-columns: minmax(0, 1.5fr) minmax(0, 1fr);
  align-items: center;
  @media (max-width: 959px) { grid-template-columns: minmax(0, 1fr); }
`;

export const Glance = styled.aside`
  background: color-mix(in srgb, var(--c-surface) 82%, transparent);
  border: 1px solid var(--c-border);
  border-radius: var(--radius);
  padding: clamp(18px, 2.4vw, 26px);
  backdrop-filter: blur(6px);
  h2 {
    font-family: var(--font-body);
    font-size: ${text.xs};
    font-weight: 700;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: var(--c-muted);
    margin: 0 0 12px;
  }
  dl { margin: 0; display: grid; }
  dl > div {
    display: grid;
    grid-template-columns: 22px auto minmax(0, 1fr);
    gap: 12px;
    align-items: center;
    padding: 10px 0;
    border-bottom: 1px solid var(--c-border);
  }
  dl > div:last-child { border-bottom: 0; }
  dt { display: contents; }
  dt svg { color: var(--c-primary); }
  dt span { white-space: nowrap; color: var(--c-muted); }
  dd { margin: 0; text-align: right; font-weight: 600; overflow-wrap: anywhere; }
  /* The password gets the row's whole width under its label, beside its Copy button. */
  dl > div.password { grid-template-columns: 22px minmax(0, 1fr); row-gap: 8px; }
  dl > div.password dd { grid-column: 1 / -1; text-align: left; }
  /* Smaller on the narrowest phones, so that it still fits whole. */
  dl > div.password .pw { font-size: clamp(0.8rem, 4.1vw, 1.02rem); }
  .foot { display: flex; flex-wrap: wrap; gap: 8px; justify-content: flex-end; margin-top: 12px; }
  @media (max-width: 479px) {
    padding: 16px;
    dl > div { gap: 10px; }
    dd { font-size: ${text.sm}; }
  }
`;

export const PrintButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 40px;
  padding: 0 14px;
  border-radius: 999px;
  border: 1px solid var(--c-border);
  background: var(--c-surface);
  color: var(--c-text);
  font-weight: 600;
  font-size: ${text.sm};
  cursor: pointer;
  &:hover { border-color: var(--c-primary); }
`;

export const Found = styled.div`
  margin-top: 20px;
  display: flex;
  gap: 14px;
  align-items: flex-start;
  padding: 16px 18px;
  border-radius: var(--radius);
  background: color-mix(in srgb, var(--c-primary) 10%, var(--c-surface));
  border: 1px solid color-mix(in srgb, var(--c-primary) 35%, var(--c-border));
  .icon { flex: none; color: var(--c-primary); margin-top: 1px; }
  .text { flex: 1; min-width: 0; }
  .text p { margin: 0; }
  .title { font-weight: 700; }
  .where { font-size: ${text.sm}; color: var(--c-muted); margin-top: 4px !important; }
  button {
    flex: none;
    width: 36px;
    height: 36px;
    border-radius: 50%;
    border: 0;
    background: transparent;
    display: grid;
    place-items: center;
    cursor: pointer;
    color: var(--c-text);
  }
  button:hover { background: color-mix(in srgb, var(--c-primary) 14%, transparent); }
`;

export const TabList = styled.div<{ $count: number }>`
  margin: clamp(24px, 4vw, 40px) 0 clamp(24px, 4vw, 40px);
  display: grid;
  grid-template-columns: repeat(${(p) => p.$count}, minmax(0, 1fr));
  gap: 6px;
  padding: 6px;
  border-radius: 20px;
  background: var(--c-surface);
  border: 1px solid var(--c-border);
  box-shadow: var(--shadow);
  @media (max-width: 759px) { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  /* Tabs, or without script the links to each section. */
  [role='tab'], a {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 4px;
    min-height: 64px;
    padding: 8px 6px;
    border: 0;
    border-radius: 14px;
    background: transparent;
    color: var(--c-muted);
    font: inherit;
    font-size: ${text.sm};
    font-weight: 600;
    cursor: pointer;
    /* No colour transition: a half-faded selected tab would briefly fail contrast. */
  }
  a { text-decoration: none; text-align: center; }
  [role='tab']:hover, a:hover { color: var(--c-text); background: var(--c-surface-alt); }
  [role='tab'][aria-selected='true'] { background: var(--c-primary); color: var(--c-primary-text); box-shadow: var(--shadow); }
`;

export const Panel = styled.div`
  &:focus-visible { outline-offset: 8px; }
`;

/** The unlocked digital guide. Loaded only after the server accepted the passcode, with its content. */
