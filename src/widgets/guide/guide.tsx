import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useHashLocation } from 'wouter/use-hash-location';
import { BookOpen, Clock, FileText, House, KeyRound, Link2, LogOut, MapPin, Phone, Printer, Search, SearchCheck, Snowflake, Wifi, X } from 'lucide-react';
import type { GuideContent, GuideSearchItem } from '../../types/content.gen';
import { Container, Eyebrow } from '../../components/ui';
import { Found, Glance, Panel, PrintButton, TabList, Welcome, WelcomeGrid, Wrap } from './frame-styles';
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
