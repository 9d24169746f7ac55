import { memo, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { BookOpen, CircleCheck, Clock, FileText, House, KeyRound, Link2, Lock, LogOut, MapPin, Phone, Printer, Search, SearchCheck, Snowflake, Wifi, X } from '../../components/lucide-icons';
import type { GuideContent } from '../../core/types/content.gen';
import { Container, Eyebrow } from '../../components/ui';
import { Found, Glance, Panel, PrintButton, TabList, Welcome, WelcomeGrid, Wrap } from './frame-styles';
import { GuidePrintStyle } from './print-style';
import { telHref } from './links';
import { HowToTab } from './howto-tab';
import { LinksTab } from './links-tab';
import { LocalTab } from './local-tab';
import { ManualsTab } from './manuals-tab';
import { PropertyTab } from './property-tab';
import { SearchBox, snippet } from './search-box';
import { WifiPassword } from './wifi-password';
import { SearchTab } from './search-tab';
import { StaticGuide } from './static-guide';
import { cardEntries, guideIndex, tabIds, topicEntries, type GuideHit, type TabId } from './search';
import { useTabAddress } from './tab-address';
import { afterNextPaint } from '../../core/next-paint';

// A tab's content depends on the guide's content alone: a tap on a tab draws the tab list and
// shows a panel, without rendering every tab's cards again.
const Tab = {
  property: memo(PropertyTab),
  howto: memo(HowToTab),
  local: memo(LocalTab),
  links: memo(LinksTab),
  manuals: memo(ManualsTab),
};

const tabs: Record<TabId, { label: string; icon: typeof House }> = {
  property: { label: 'Property', icon: House },
  howto: { label: 'How-To', icon: BookOpen },
  local: { label: 'Local Area', icon: MapPin },
  links: { label: 'Quick Links', icon: Link2 },
  manuals: { label: 'Manuals', icon: FileText },
  search: { label: 'Search', icon: Search },
};
/** Each tab's name, which search shows beside a card found on it. */
export const labels = Object.fromEntries(tabIds.map((id) => [id, tabs[id].label])) as Record<TabId, string>;
/** Without script (the server's answer to the plain form post) there is no search: its tab is left out. */
const staticTabs = tabIds.filter((id) => id !== 'search');

interface Props {
  content: GuideContent;
  /** "Lock the guide": ends the session on this device and brings the gate back. */
  onLock?: () => void;
  /** For a browser without script: every section shown, in-page links for tabs, a form to lock. */
  isStatic?: boolean;
  /** Said above the welcome when the guide has just been unlocked ("Access Granted"). */
  notice?: { title: string; text: string };
}

/** `search`, answering the query it was last asked again from what it found then. */
function lastQueryKept(search: (query: string) => GuideHit[]): (query: string) => GuideHit[] {
  let asked: string | undefined;
  let found: GuideHit[] = [];
  return (query) => (query === asked ? found : ((asked = query), (found = search(query))));
}

export function Guide({ content, onLock, isStatic = false, notice }: Props) {
  const [tab, shownTab, setTab] = useTabAddress();
  // What the field says, and what its results are shown for: a key draws the letter in the field
  // first, and the results in the task after that frame (the search and its list are most of a
  // key's work on a phone).
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState('');
  const onQuery = (q: string) => {
    setQuery(q);
    afterNextPaint(() => setSearched(q));
  };
  const [found, setFound] = useState<GuideHit | null>(null);
  const root = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const foundRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({});
  const topics = useMemo(() => topicEntries(content.search.items).map((t) => ({ ...t, terms: [] })), [content]);
  const [search, setSearch] = useState<(q: string) => GuideHit[]>(() => () => []);
  const p = content.property;

  // The gate the guest typed into is gone: focus moves to the guide's heading, where reading starts.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'nearest' });
  }, []);

  // Search covers the topics and every card as rendered, so it finds whatever the guest can read.
  // The box and the Search tab ask for the same query on each key: it is searched once.
  useEffect(() => {
    if (root.current) setSearch(() => lastQueryKept(guideIndex([...topics, ...cardEntries(root.current!, labels)], content.search.synonyms)));
  }, [topics, content]);

  function select(hit: GuideHit) {
    setFound(hit);
    setTab(hit.tab);
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
    <StaticGuide.Provider value={isStatic}>
    <Wrap ref={root} data-guide data-static={isStatic ? '' : undefined} aria-labelledby="guide-title">
      <GuidePrintStyle />
      <Container>
        <Welcome>
          <WelcomeGrid>
            <div>
              {notice && (
                <p className="granted" role="status">
                  <CircleCheck size={18} aria-hidden="true" />
                  <span>
                    <strong>{notice.title}</strong> {notice.text}
                  </span>
                </p>
              )}
              <Eyebrow>Your digital guide</Eyebrow>
              <h1 id="guide-title" ref={heading} tabIndex={-1}>
                {content.welcome.title}
              </h1>
              <p className="message">{content.welcome.message}</p>
              {!isStatic && <SearchBox search={search} query={query} searched={searched} onQuery={onQuery} onSelect={select} />}
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
                {isStatic ? (
                  // Posts to the page itself, which clears the session cookie (src/server/guide/page.ts).
                  <form method="post">
                    <input type="hidden" name="action" value="lock" />
                    <PrintButton type="submit">
                      <Lock size={18} aria-hidden="true" /> Lock the guide
                    </PrintButton>
                  </form>
                ) : (
                  <>
                    <PrintButton type="button" onClick={onLock}>
                      <Lock size={18} aria-hidden="true" /> Lock the guide
                    </PrintButton>
                    <PrintButton type="button" onClick={() => window.print()}>
                      <Printer size={18} aria-hidden="true" /> Print guide
                    </PrintButton>
                  </>
                )}
              </div>
            </Glance>
          </WelcomeGrid>
        </Welcome>

        {found && (
          <Found ref={foundRef} role="status" data-print="hide">
            <SearchCheck className="icon" size={22} aria-hidden="true" />
            <div className="text">
              <p className="title">Found: {found.title}</p>
              <p>{snippet(found.text, found.terms, 320)}</p>
              <p className="where">
                {found.category} · shown in the {labels[found.tab]} tab below
              </p>
            </div>
            <button type="button" aria-label="Dismiss" onClick={() => setFound(null)}>
              <X size={18} aria-hidden="true" />
            </button>
          </Found>
        )}

        {isStatic ? (
          <TabList as="nav" aria-label="Guide sections" data-print="hide" $count={staticTabs.length}>
            {staticTabs.map((id) => {
              const { label, icon: I } = tabs[id];
              return (
                <a key={id} href={`#guide-panel-${id}`}>
                  <I size={20} aria-hidden="true" />
                  {label}
                </a>
              );
            })}
          </TabList>
        ) : (
          <TabList role="tablist" aria-label="Guide sections" data-print="hide" $count={tabIds.length}>
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
        )}

        {(isStatic ? staticTabs : tabIds).map((id) => (
          <Panel
            key={id}
            data-print={id === 'search' ? 'hide' : undefined}
            id={`guide-panel-${id}`}
            {...(isStatic ? { as: 'section', 'aria-label': tabs[id].label } : { role: 'tabpanel', 'aria-labelledby': `guide-tab-${id}`, tabIndex: 0, hidden: shownTab !== id })}
          >
            {id === 'property' && <Tab.property property={p} />}
            {id === 'howto' && <Tab.howto sections={content.howTo.sections} contact={p.emergencyContact} />}
            {id === 'local' && <Tab.local categories={content.local.categories} />}
            {id === 'links' && <Tab.links links={content.links} />}
            {id === 'manuals' && <Tab.manuals manuals={content.manuals} />}
            {/* Out of sight, the Search tab lists its topics: a key in the box renders its results once, there. */}
            {id === 'search' && <SearchTab topics={topics} search={search} query={shownTab === 'search' ? searched : ''} onSelect={select} />}
          </Panel>
        ))}
      </Container>
    </Wrap>
    </StaticGuide.Provider>
  );
}
