import type { ReactNode } from 'react';
import { Clock, MapPin, Phone, type LucideIcon } from '../../components/lucide-icons';
import { Meta } from './styles';
import { telHref } from './links';

function Row({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div>
      <dt>
        <Icon size={18} aria-hidden="true" />
        <span className="visually-hidden">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Address, hours and (when known) a tappable phone number, as the guide's places and clinics show them. */
export function PlaceMeta({ address, hours, phone }: { address: string; hours: string; phone?: string }) {
  return (
    <Meta>
      <Row icon={MapPin} label="Address">{address}</Row>
      <Row icon={Clock} label="Hours">{hours}</Row>
      {phone && (
        <Row icon={Phone} label="Phone">
          <a href={telHref(phone)}>{phone}</a>
        </Row>
      )}
    </Meta>
  );
}
