import type { EnquiryRequest } from '../../core/types/content.gen';
import type { Landing } from '../../core/landing';

/** The fields the guest fills in (not the honeypot, nor what the form adds about the visit). */
type FieldName = Exclude<keyof EnquiryRequest, 'website' | 'formPage' | keyof Landing>;

/** What the server accepts in a field, read at build time from schemas/api/enquiry.schema.json. */
interface FieldLimit {
  required: boolean;
  maxLength: number;
}
type FieldLimits = Record<FieldName, FieldLimit>;

/** What the form's definition computes at build time. */
export interface FormComputed {
  limits: FieldLimits;
  /** The page the form is on, sent in a hidden input (known without script too). */
  page: string;
  /** The default notices once sent (e-mailed to the host, or only stored for them) the block does not word itself (thanks.ts). */
  thanks: Partial<Record<'emailed' | 'stored', { title: string; text: string }>>;
}

interface Field {
  name: FieldName;
  label: string;
  type: 'text' | 'email' | 'tel' | 'textarea';
  autoComplete: string;
  wide?: boolean;
  hint?: string;
}

/** The form's fields in order; whether each is required and how long it may be come from the request's schema. */
export const fields: Field[] = [
  { name: 'firstName', label: 'First Name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone Number', type: 'tel', autoComplete: 'tel' },
  { name: 'dates', label: 'Preferred Dates', type: 'text', autoComplete: 'off', wide: true, hint: 'For example 12–15 March, or a long weekend in May.' },
  { name: 'message', label: 'Message', type: 'textarea', autoComplete: 'off', wide: true },
];

/** The limits the server enforces, from the enquiry request's JSON Schema. */
export function fieldLimits(schema: { required?: string[]; properties: Record<string, { maxLength?: number }> }): FieldLimits {
  return Object.fromEntries(
    fields.map((f) => [f.name, { required: schema.required?.includes(f.name) ?? false, maxLength: schema.properties[f.name].maxLength ?? 0 }]),
  ) as FieldLimits;
}
