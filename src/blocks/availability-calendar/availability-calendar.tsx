import { styled } from 'styled-components';
import type { AvailabilityCalendarBlock } from '../../core/types/content.gen';
import { BookNow } from '../../components/book-now';
import { FactPanel } from '../../components/fact-panel';
import { Card, Container, Eyebrow, Lead, Section } from '../../components/ui';
import { LiveCalendar } from '../../widgets/live-calendar/calendar';
import { text } from '../../theme/type-scale';

const Band = styled(Section)<{ $opening: boolean }>`
  background: linear-gradient(180deg, var(--c-surface-alt) 0, var(--c-bg) 460px);
  ${(p) => p.$opening && 'padding-top: clamp(40px, 6vw, 80px);'}
`;

const Head = styled.header`
  margin-bottom: clamp(24px, 3.5vw, 40px);
  h1, h2 { margin-bottom: 0.3em; }
`;

const Layout = styled.div`
  display: grid;
  gap: clamp(18px, 2.4vw, 28px);
  grid-template-columns: minmax(0, 1fr) minmax(280px, 340px);
  align-items: start;
  @media (max-width: 1023px) { grid-template-columns: minmax(0, 1fr); }
`;

const CalendarCard = styled(Card)`
  box-shadow: var(--shadow-lg);
  padding: clamp(18px, 3vw, 32px);
  > header { margin-bottom: 14px; }
  > header h2, > header h3 { font-size: ${text['2xl']}; margin-bottom: 0.25em; }
  > header p { color: var(--c-muted); margin: 0; }
`;

const Side = styled.div`
  display: grid;
  align-content: start;
  gap: clamp(16px, 2vw, 22px);
  @media (min-width: 640px) and (max-width: 1023px) {
    grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
    > :first-child { grid-column: 1 / -1; }
  }
`;

const BookCard = styled(Card)`
  background: linear-gradient(140deg, color-mix(in srgb, var(--c-primary) 14%, var(--c-surface)), var(--c-surface) 70%);
  p { color: var(--c-muted); }
`;

const BookButton = styled(BookNow)`
  width: 100%;
  min-height: 50px;
  font-size: ${text.base};
`;

/**
 * The booking calendar (/bookings 'Reserve Your Experience'): live availability for the
 * next 90 days, two months side by side on wide screens, with the Book Now card and the
 * stay terms beside it.
 */
export function AvailabilityCalendar(block: AvailabilityCalendarBlock) {
  const H = block.pageHeading ? 'h1' : 'h2';
  const Sub = block.pageHeading ? 'h2' : 'h3';
  const Minor = block.pageHeading ? 'h3' : 'h4';
  const calendarTitleId = `${block.id ?? 'availability'}-calendar-title`;
  return (
    <Band id={block.id} $opening={Boolean(block.pageHeading)}>
      <Container>
        <Head>
          {block.eyebrow && <Eyebrow>{block.eyebrow}</Eyebrow>}
          <H>{block.heading}</H>
          {block.intro && <Lead>{block.intro}</Lead>}
        </Head>
        <Layout>
          <CalendarCard as="section" aria-labelledby={calendarTitleId}>
            <header>
              <Sub id={calendarTitleId}>{block.calendarHeading ?? 'Availability'}</Sub>
              {block.calendarNote && <p>{block.calendarNote}</p>}
            </header>
            <LiveCalendar twoMonths label={block.calendarHeading ?? 'Availability'} />
          </CalendarCard>
          <Side>
            <BookCard>
              <Minor>{block.book.heading}</Minor>
              <p>{block.book.text}</p>
              <BookButton label={block.book.label ?? 'Book Now'} />
            </BookCard>
            {block.panels?.map((p) => (
              <FactPanel key={p.title} panel={p} heading={Minor} compact />
            ))}
          </Side>
        </Layout>
      </Container>
    </Band>
  );
}
