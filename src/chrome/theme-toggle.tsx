import { useEffect } from 'react';
import { Moon, Sun } from 'lucide-react';
import { styled } from 'styled-components';
import { NavIconButton } from './nav-icon-button';
import { useTheme } from '../state/theme';

const Toggle = styled(NavIconButton)`
  .sun { display: none; }
  :root.dark & .sun { display: block; }
  :root.dark & .moon { display: none; }
`;

/**
 * Both icons are rendered and CSS shows the one for the current theme, so the prerendered
 * HTML is right before hydration whatever the stored theme.
 */
export function ThemeToggle() {
  const { theme, toggle, sync } = useTheme();
  useEffect(sync, [sync]);
  return (
    <Toggle type="button" onClick={toggle} aria-label="Dark theme" aria-pressed={theme === 'dark'} title="Toggle light and dark theme">
      <Moon className="moon" size={20} aria-hidden="true" />
      <Sun className="sun" size={20} aria-hidden="true" />
    </Toggle>
  );
}
