import { ArrowRight } from '../../components/lucide-icons';
import { styled } from 'styled-components';
import { ActionLink } from '../../components/action-link';
import { LiveCalendar } from './calendar';
import { text } from '../../theme/type-scale';

const Card = styled.section`
  background: var(--c-surface);
  color: var(--c-text);
  border: 1px solid var(--c-border);
  border-radius: var(--radius);
  box-shadow: var(--shadow-lg);
  padding: clamp(18px, 2.4vw, 26px);
  width: 100%;
  max-width: 460px;
  justify-self: end;
  @media (max-width: 899px) { justify-self: stretch; max-width: none; }
  header { display: flex; justify-content: space-between; align-items: baseline; gap: 12px; margin-bottom: 10px; }
  h2 { font-size: ${text['2xl']}; margin: 0; }
  header p { margin: 0; color: var(--c-muted); font-size: ${text.sm}; }
  .more { display: inline-flex; align-items: center; gap: 6px; margin-top: 4px; font-weight: 600; }
`;

/** The compact availability calendar beside the home hero (`aside: availability`). */
export function AvailabilityCard() {
  return (
    <Card aria-labelledby="availability-title">
      <header>
        <h2 id="availability-title">Availability</h2>
        <p>Next 90 days</p>
      </header>
      <LiveCalendar label="Availability for the next 90 days" compact />
      <ActionLink href="/bookings" className="more">
        Full calendar and stay details <ArrowRight size={16} aria-hidden="true" />
      </ActionLink>
    </Card>
  );
}
