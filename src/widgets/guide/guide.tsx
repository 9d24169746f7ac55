import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useHashLocation } from 'wouter/use-hash-location';
import { BookOpen, Clock, FileText, House, KeyRound, Link2, LogOut, MapPin, Phone, Printer, Search, SearchCheck, Snowflake, Wifi, X } from 'lucide-react';
import { styled } from 'styled-components';
import type { GuideContent, GuideSearchItem } from '../../types/content.gen';
import { Container, Eyebrow } from '../../components/ui';
import { GuidePrintStyle } from './print-style';
import { telHref } from './links';
import { HowToTab } from './howto-tab';
import { LinksTab } from './links-tab';
import { LocalTab } from './local-tab';
import { ManualsTab } from './manuals-tab';
import { PropertyTab } from './property-tab';
import { SearchBox } from './search-box';
import { WifiPassword } from './wifi-password';
import { SearchTab } from './search-tab';
import { tabForCategory, tabIds, type TabId } from './search';

const tabs: Record<TabId, { label: string; icon: typeof House }> = {
  property: { label: 'Property', icon: House },
  howto: { label: 'How-To', icon: BookOpen },
  local: { label: 'Local Area', icon: MapPin },
  links: { label: 'Quick Links', icon: Link2 },
  manuals: { label: 'Manuals', icon: FileText },
  search: { label: 'Search', icon: Search },
};

const Wrap = styled.section`
  padding: clamp(28px, 5vw, 56px) 0 clamp(64px, 9vw, 112px);
  background:
    radial-gradient(110% 60% at 0% 0%, color-mix(in srgb, var(--c-primary) 10%, transparent), transparent 55%),
    var(--c-bg);
`;

const Welcome = styled.div`
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
`;

const WelcomeGrid = styled.div`
  display: grid;
  gap: clamp(24px, 4vw, 48px);
  grid-template-columns: minmax(0, 1.5fr) minmax(0, 1fr);
  align-items: center;
  @media (max-width: 959px) { grid-template-columns: minmax(0, 1fr); }
`;

const Glance = styled.aside`
  background: color-mix(in srgb, var(--c-surface) 82%, transparent);
  border: 1px solid var(--c-border);
  border-radius: var(--radius);
  padding: clamp(18px, 2.4vw, 26px);
  backdrop-filter: blur(6px);
  h2 {
    font-family: var(--font-body);
    font-size: 0.8rem;
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
  .foot { display: flex; justify-content: flex-end; margin-top: 12px; }
  @media (max-width: 479px) {
    padding: 16px;
    dl > div { gap: 10px; }
    dd { font-size: 0.9rem; }
  }
`;

const PrintButton = styled.button`
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
  font-size: 0.9rem;
  cursor: pointer;
  &:hover { border-color: var(--c-primary); }
`;

const Found = styled.div`
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
  .where { font-size: 0.85rem; color: var(--c-muted); margin-top: 4px !important; }
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

const TabList = styled.div`
  margin: clamp(24px, 4vw, 40px) 0 clamp(24px, 4vw, 40px);
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: 6px;
  padding: 6px;
  border-radius: 20px;
  background: var(--c-surface);
  border: 1px solid var(--c-border);
  box-shadow: var(--shadow);
  @media (max-width: 759px) { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  [role='tab'] {
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
    font-size: 0.92rem;
    font-weight: 600;
    cursor: pointer;
    /* No colour transition: a half-faded selected tab would briefly fail contrast. */
  }
  [role='tab']:hover { color: var(--c-text); background: var(--c-surface-alt); }
  [role='tab'][aria-selected='true'] { background: var(--c-primary); color: var(--c-primary-text); box-shadow: var(--shadow); }
`;

const Panel = styled.div`
  &:focus-visible { outline-offset: 8px; }
`;

/** The unlocked digital guide. Loaded only after the server accepted the passcode, with its content. */
export function Guide({ content }: { content: GuideContent }) {
  // Each tab has its own address (/digital-guide#/local): a tab can be linked, and the back
  // button moves between the tabs a guest visited.
  const [hash, navigateHash] = useHashLocation();
  const tab: TabId = (tabIds as readonly string[]).includes(hash.slice(1)) ? (hash.slice(1) as TabId) : 'property';
  const setTab = (id: TabId) => id !== tab && navigateHash(`/${id}`);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<GuideSearchItem | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const foundRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({});
  const p = content.property;

  // The gate the guest typed into is gone: focus moves to the guide's heading, where reading starts.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'nearest' });
  }, []);

  function select(item: GuideSearchItem) {
    setFound(item);
    setTab(tabForCategory(item.category));
    requestAnimationFrame(() => foundRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }));
  }

  function onTabKey(e: KeyboardEvent<HTMLButtonElement>, current: TabId) {
    const i = tabIds.indexOf(current);
    const next =
      e.key === 'ArrowRight' ? tabIds[(i + 1) % tabIds.length]
      : e.key === 'ArrowLeft' ? tabIds[(i - 1 + tabIds.length) % tabIds.length]
      : e.key === 'Home' ? tabIds[0]
      : e.key === 'End' ? tabIds[tabIds.length - 1]
      : undefined;
    if (!next) return;
    e.preventDefault();
    setTab(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <Wrap data-guide aria-labelledby="guide-title">
      <GuidePrintStyle />
      <Container>
        <Welcome>
          <WelcomeGrid>
            <div>
              <Eyebrow>Your digital guide</Eyebrow>
              <h1 id="guide-title" ref={heading} tabIndex={-1}>
                {content.welcome.title}
              </h1>
              <p className="message">{content.welcome.message}</p>
              <SearchBox items={content.search.items} query={query} onQuery={setQuery} onSelect={select} />
            </div>
            <Glance aria-labelledby="guide-glance">
              <h2 id="guide-glance">At a glance</h2>
              <dl>
                <div>
                  <dt>
                    <Wifi size={18} aria-hidden="true" />
                    <span>WiFi</span>
                  </dt>
                  <dd>{p.wifi.network}</dd>
                </div>
                <div className="password">
                  <dt>
                    <KeyRound size={18} aria-hidden="true" />
                    <span>Password</span>
                  </dt>
                  <dd>
                    <WifiPassword password={p.wifi.password} />
                  </dd>
                </div>
                <div>
                  <dt>
                    <Clock size={18} aria-hidden="true" />
                    <span>Check-in</span>
                  </dt>
                  <dd>{p.checkIn}</dd>
                </div>
                <div>
                  <dt>
                    <LogOut size={18} aria-hidden="true" />
                    <span>Check-out</span>
                  </dt>
                  <dd>{p.checkOut}</dd>
                </div>
                <div>
                  <dt>
                    <Snowflake size={18} aria-hidden="true" />
                    <span>Air-con</span>
                  </dt>
                  <dd>{p.airConditioning.recommended}</dd>
                </div>
                <div>
                  <dt>
                    <Phone size={18} aria-hidden="true" />
                    <span>{p.emergencyContact.name}</span>
                  </dt>
                  <dd>
                    <a href={telHref(p.emergencyContact.phone)}>{p.emergencyContact.phone}</a>
                  </dd>
                </div>
              </dl>
              <div className="foot" data-print="hide">
                <PrintButton type="button" onClick={() => window.print()}>
                  <Printer size={18} aria-hidden="true" /> Print guide
                </PrintButton>
              </div>
            </Glance>
          </WelcomeGrid>
        </Welcome>

        {found && (
          <Found ref={foundRef} role="status" data-print="hide">
            <SearchCheck className="icon" size={22} aria-hidden="true" />
            <div className="text">
              <p className="title">Found: {found.title}</p>
              <p>{found.content}</p>
              <p className="where">
                {found.category} · shown in the {tabs[tabForCategory(found.category)].label} tab below
              </p>
            </div>
            <button type="button" aria-label="Dismiss" onClick={() => setFound(null)}>
              <X size={18} aria-hidden="true" />
            </button>
          </Found>
        )}

        <TabList role="tablist" aria-label="Guide sections" data-print="hide">
          {tabIds.map((id) => {
            const { label, icon: I } = tabs[id];
            return (
              <button
                key={id}
                ref={(el) => {
                  tabRefs.current[id] = el;
                }}
                type="button"
                role="tab"
                id={`guide-tab-${id}`}
                aria-selected={tab === id}
                aria-controls={`guide-panel-${id}`}
                tabIndex={tab === id ? 0 : -1}
                onClick={() => setTab(id)}
                onKeyDown={(e) => onTabKey(e, id)}
              >
                <I size={20} aria-hidden="true" />
                {label}
              </button>
            );
          })}
        </TabList>

        {tabIds.map((id) => (
          <Panel key={id} data-print={id === 'search' ? 'hide' : undefined} role="tabpanel" id={`guide-panel-${id}`} aria-labelledby={`guide-tab-${id}`} tabIndex={0} hidden={tab !== id}>
            {id === 'property' && <PropertyTab property={p} />}
            {id === 'howto' && <HowToTab sections={content.howTo.sections} contact={p.emergencyContact} />}
            {id === 'local' && <LocalTab categories={content.local.categories} />}
            {id === 'links' && <LinksTab links={content.links} />}
            {id === 'manuals' && <ManualsTab manuals={content.manuals} />}
            {id === 'search' && <SearchTab items={content.search.items} query={query} onSelect={select} />}
          </Panel>
        ))}
      </Container>
    </Wrap>
  );
}
