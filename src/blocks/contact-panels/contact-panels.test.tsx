import { expect, it } from 'vitest';
import { ContactPanels } from './contact-panels';
import { realSite, renderHtml } from '../../../tests/support/site';

it('shows the e-mail and phone from site.yaml with e-mail, call and SMS links, and the other panels', () => {
  const { contact } = realSite();
  const html = renderHtml(
    <ContactPanels
      type="contact-panels"
      heading="Other ways to reach us"
      panels={[
        { icon: 'phone', title: 'Email & phone', contact: true },
        { icon: 'map-pin', title: 'Location', lines: ['Exact address provided upon booking'] },
        { icon: 'clock', title: 'Response time', lines: ['Within 2 hours in business hours', 'Within 24 hours on weekends'] },
      ]}
    />,
  );
  const digits = contact.phone.replace(/[^\d+]/g, '');
  expect(html).toContain(`href="mailto:${contact.email}"`);
  expect(html).toContain(`href="tel:${digits}"`);
  expect(html).toContain(`href="sms:${digits}"`);
  expect(html).toContain(contact.phone);
  expect(html).toContain('Exact address provided upon booking');
  expect(html).toContain('Within 24 hours on weekends');
  expect(html.match(/<h3/g)).toHaveLength(3);
});
