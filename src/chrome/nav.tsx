import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Menu, X } from 'lucide-react';
import { styled, css } from 'styled-components';
import { useSite } from '../app/site-context';
import { Container } from '../components/ui';
import { BookNow } from './book-now';
import { ThemeToggle } from './theme-toggle';
import { NavIconButton } from './nav-icon-button';

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

const Brand = styled(Link)`
  font-family: var(--font-display);
  font-weight: 600;
  font-size: 1.25rem;
  color: inherit;
  text-decoration: none;
  margin-right: auto;
  white-space: nowrap;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  @media (max-width: 420px) { font-size: 1.05rem; }
`;

const Links = styled.ul<{ $open: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  gap: 2px;
  a {
    display: block;
    padding: 8px 10px;
    border-radius: 10px;
    color: inherit;
    text-decoration: none;
    font-weight: 500;
    font-size: 0.95rem;
  }
  a:hover { background: color-mix(in srgb, currentColor 8%, transparent); }
  a[aria-current='page'] {
    color: var(--c-primary);
    background: color-mix(in srgb, var(--c-primary) 12%, transparent);
    font-weight: 650;
  }
  @media (max-width: 1079px) {
    display: ${(p) => (p.$open ? 'grid' : 'none')};
    position: absolute;
    top: var(--nav-h);
    left: 0;
    right: 0;
    padding: 12px clamp(18px, 4vw, 32px) 20px;
    background: var(--c-bg);
    color: var(--c-text);
    border-bottom: 1px solid var(--c-border);
    box-shadow: var(--shadow-lg);
    a { padding: 12px 14px; font-size: 1.05rem; }
  }
`;

const MenuButton = styled(NavIconButton)`
  display: none;
  @media (max-width: 1079px) { display: inline-grid; }
`;

const Book = styled(BookNow)`
  flex: none;
  @media (max-width: 420px) { padding: 0 14px; font-size: 0.92rem; }
`;

export function Nav({ inverted }: { inverted?: boolean }) {
  const site = useSite();
  const [path] = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Escape closes the menu and gives focus back to its button, as keyboard users expect.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <Bar $inverted={inverted}>
      <Inner as="nav" aria-label="Main">
        <Brand href="/">{site.brand.name}</Brand>
        <Links id={menuId} $open={open}>
          {site.nav.links.map((l) => (
            <li key={l.href}>
              <Link href={l.href} aria-current={path === l.href ? 'page' : undefined} onClick={() => setOpen(false)}>
                {l.label}
              </Link>
            </li>
          ))}
        </Links>
        <ThemeToggle />
        <Book />
        <MenuButton
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
        </MenuButton>
      </Inner>
    </Bar>
  );
}
