import { Lead, SectionHead } from '../components/ui';

/** The heading and intro most blocks open with. */
export function BlockHead({ heading, intro, center = true }: { heading?: string; intro?: string; center?: boolean }) {
  if (!heading && !intro) return null;
  return (
    <SectionHead $center={center}>
      {heading && <h2>{heading}</h2>}
      {intro && <Lead>{intro}</Lead>}
    </SectionHead>
  );
}
