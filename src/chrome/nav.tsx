import { Menu } from '../components/lucide-icons';
import { styled, css } from 'styled-components';
import { useSite } from '../core/site-context';
import { Container } from '../components/ui';
import { BookNow } from '../components/book-now';
import { ThemeToggle } from './theme-toggle';
import { NavIconButton } from './nav-icon-button';
import { text } from '../theme/type-scale';

const Bar = styled.header<{ $inverted?: boolean }>`
  position: sticky;
  top: 0;
  z-index: 50;
  --nav-border: var(--c-border);
  background: color-mix(in srgb, var(--c-bg) 86%, transparent);
  backdrop-filter: saturate(1.4) blur(14px);
  border-bottom: 1px solid var(--c-border);
  color: var(--c-text);
  ${(p) =>
    p.$inverted &&
    css`
      --nav-border: rgb(255 255 255 / 35%);
      background: rgb(10 22 24 / 92%);
      border-bottom-color: transparent;
      color: #fff;
      --c-primary: #9fe0d5;
    `}
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  gap: clamp(8px, 1.5vw, 16px);
  height: var(--nav-h);
`;

// The full name always: on narrow phones it wraps onto two lines rather than being cut.
const Brand = styled.a`
  font-family: var(--font-display);
  font-weight: 600;
  font-size: ${text.xl};
  line-height: 1.1;
  color: inherit;
  text-decoration: none;
  margin-right: auto;
  min-width: 0;
  text-wrap: balance;
  @media (max-width: 420px) { font-size: ${text.base}; }
`;

// On phones the links are a popover (opened by the menu button with no script at all, closed
// by Escape, a tap outside, or the page change); on wide screens the same list sits inline.
const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  gap: 2px;
  @media (min-width: 1080px) {
    &[popover] { position: static; inset: auto; display: flex; width: auto; height: auto; overflow: visible; border: 0; background: none; color: inherit; }
  }
  a {
    display: block;
    padding: 8px 10px;
    border-radius: 10px;
    color: inherit;
    text-decoration: none;
    font-weight: 500;
    font-size: ${text.md};
  }
  a:hover { background: color-mix(in srgb, currentColor 8%, transparent); }
  a[aria-current='page'] {
    color: var(--c-primary);
    background: color-mix(in srgb, var(--c-primary) 12%, transparent);
    font-weight: 650;
  }
  @media (max-width: 1079px) {
    display: none;
    &:popover-open { display: grid; }
    position: fixed;
    inset: var(--nav-h) 0 auto 0;
    width: auto;
    margin: 0;
    border: 0;
    max-height: calc(100dvh - var(--nav-h));
    overflow: auto;
    padding: 12px clamp(18px, 4vw, 32px) 20px;
    background: var(--c-bg);
    color: var(--c-text);
    border-bottom: 1px solid var(--c-border);
    box-shadow: var(--shadow-lg);
    a { padding: 12px 14px; font-size: ${text.base}; }
  }
`;

const MenuButton = styled(NavIconButton)`
  display: none;
  @media (max-width: 1079px) { display: inline-grid; }
`;

const Book = styled(BookNow)`
  flex: none;
  @media (max-width: 420px) { padding: 0 14px; font-size: ${text.sm}; }
`;

/** The top bar, static HTML: the current page is marked at prerender; the menu needs no script. */
export function Nav({ inverted, path }: { inverted?: boolean; path: string }) {
  const site = useSite();
  return (
    <Bar $inverted={inverted}>
      <Inner as="nav" aria-label="Main">
        <Brand href="/">{site.brand.name}</Brand>
        <Links id="site-menu" popover="auto">
          {site.nav.links.map((l) => (
            <li key={l.href}>
              <a href={l.href} aria-current={path === l.href ? 'page' : undefined}>
                {l.label}
              </a>
            </li>
          ))}
        </Links>
        <ThemeToggle />
        <Book />
        <MenuButton type="button" popoverTarget="site-menu" aria-label="Menu" aria-expanded="false">
          <Menu size={22} aria-hidden="true" />
        </MenuButton>
      </Inner>
    </Bar>
  );
}
