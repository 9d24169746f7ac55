import { styled } from 'styled-components';

/** The round 44 px icon buttons of the nav bar (theme, menu): a touch target that follows the bar's colours. */
export const NavIconButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 999px;
  border: 1px solid var(--nav-border);
  background: transparent;
  color: inherit;
  cursor: pointer;
  flex: none;
`;
