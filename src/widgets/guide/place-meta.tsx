import { Clock, MapPin, Phone } from 'lucide-react';
import { Meta } from './styles';
import { telHref } from './links';

/** Address, hours and (when known) a tappable phone number, as the guide's places and clinics show them. */
export function PlaceMeta({ address, hours, phone }: { address: string; hours: string; phone?: string }) {
  return (
    <Meta>
      <div>
        <dt>
          <MapPin size={18} aria-hidden="true" />
          <span className="visually-hidden">Address</span>
        </dt>
        <dd>{address}</dd>
      </div>
      <div>
        <dt>
          <Clock size={18} aria-hidden="true" />
          <span className="visually-hidden">Hours</span>
        </dt>
        <dd>{hours}</dd>
      </div>
      {phone && (
        <div>
          <dt>
            <Phone size={18} aria-hidden="true" />
            <span className="visually-hidden">Phone</span>
          </dt>
          <dd>
            <a href={telHref(phone)}>{phone}</a>
          </dd>
        </div>
      )}
    </Meta>
  );
}
