import { Moon, Sun } from '../components/lucide-icons';
import { styled } from 'styled-components';
import { NavIconButton } from './nav-icon-button';

const Toggle = styled(NavIconButton)`
  .sun { display: none; }
  :root.dark & .sun { display: block; }
  :root.dark & .moon { display: none; }
  /* Its handler is script (src/client/theme.ts): without script the button would do nothing. */
  html:not(.js) & { display: none; }
`;

/**
 * Both icons are in the HTML and CSS shows the one for the current theme, so the prerendered
 * page is right whatever the stored theme; src/client/theme.ts handles the click.
 */
export function ThemeToggle() {
  return (
    <Toggle type="button" data-theme-toggle="" aria-label="Dark theme" aria-pressed="false" title="Toggle light and dark theme">
      <Moon className="moon" size={20} aria-hidden="true" />
      <Sun className="sun" size={20} aria-hidden="true" />
    </Toggle>
  );
}
