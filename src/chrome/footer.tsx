import { Instagram } from '../components/lucide-icons';
import { styled } from 'styled-components';
import { useSite } from '../core/site-context';
import { Marquee } from '../components/marquee';
import { Container } from '../components/ui';
import { factsLine } from '../core/facts-line';
import { AreasList } from './areas';
import { PageEnd } from './page-marks';
import type { AreaLink } from '../core/areas';
import { text } from '../theme/type-scale';

const Foot = styled.footer`
  background: #0f2426;
  color: #dfe9e6;
  --c-primary: #9fe0d5;
  a { color: #f4f7f6; }
  a:hover { color: #9fe0d5; }
`;

const Banner = styled(Marquee)`
  border-bottom: 1px solid rgb(255 255 255 / 12%);
  color: #cfe3de;
  .words {
    padding: 22px 0;
    font-family: var(--font-display);
    font-size: clamp(1.6rem, 3vw, 2.4rem);
  }
`;

const Columns = styled(Container)`
  display: grid;
  gap: 40px;
  padding-top: 56px;
  padding-bottom: 40px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  h2 { font-size: ${text.lg}; font-family: var(--font-body); letter-spacing: 0.08em; text-transform: uppercase; color: #f4f7f6; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: 1fr 1fr; gap: 6px 18px; }
  ul a { text-decoration: none; }
  ul a:hover { text-decoration: underline; }
`;

const Prompt = styled.div`
  a.cta {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 20px;
    border-radius: 999px;
    background: #f0956b;
    color: #1a0e08;
    font-weight: 650;
    text-decoration: none;
    margin-top: 4px;
  }
`;

const Bottom = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 24px;
  justify-content: space-between;
  padding-top: 20px;
  padding-bottom: 28px;
  border-top: 1px solid rgb(255 255 255 / 12%);
  font-size: ${text.sm};
  color: #b9cbc6;
  p { margin: 0; }
`;

export function Footer({ areas, path }: { areas: AreaLink[]; path: string }) {
  const site = useSite();
  const words = (site.footer.banner ?? site.brand.name).split('·').map((w) => w.trim());
  return (
    <Foot id="footer">
      <Banner words={words} pauseLabel="Pause the scrolling banner" seconds={40} persist="footer-banner" />
      <Columns>
        <div>
          <h2>{site.brand.name}</h2>
          <p>{site.footer.blurb}</p>
          <a href={site.instagram} target="_blank" rel="noopener noreferrer">
            <Instagram size={18} aria-hidden="true" style={{ display: 'inline', verticalAlign: '-3px', marginRight: 6 }} />
            Follow us on Instagram<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </div>
        <nav aria-label="Quick links">
          <h2>Quick links</h2>
          <ul>
            {site.footer.quickLinks.map((l) => (
              <li key={l.href}>
                <a href={l.href}>{l.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <AreasList areas={areas} path={path} />
        <Prompt>
          <h2>{site.footer.bookingsPrompt.heading}</h2>
          <p>{site.footer.bookingsPrompt.text}</p>
          <a className="cta" href="/bookings">
            {site.footer.bookingsPrompt.label}
          </a>
        </Prompt>
      </Columns>
      <Bottom>
        <p>{factsLine(site)}</p>
        <p>
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {site.brand.name}. All rights reserved.
        </p>
      </Bottom>
      <PageEnd />
    </Foot>
  );
}
