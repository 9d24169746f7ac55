import { styled } from 'styled-components';

// Reserves the calendar's final size so nothing shifts when the widget arrives.
const Box = styled.div`
  min-height: 380px;
  background: var(--c-surface);
  color: var(--c-text);
  border-radius: var(--radius);
  box-shadow: var(--shadow-lg);
  display: grid;
  place-items: center;
`;

/** Placeholder until the availability widget work replaces it. */
export function AvailabilitySlot() {
  return (
    <Box role="status">
      <p>Loading availability...</p>
    </Box>
  );
}
