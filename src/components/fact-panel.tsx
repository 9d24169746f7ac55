import { styled } from 'styled-components';
import { Ban, Check } from './lucide-icons';
import type { Panel } from '../core/types/content.gen';
import { useSite } from '../core/site-context';
import { text } from '../theme/type-scale';
import { Icon } from './icon';
import { Card, CheckList, IconBadge } from './ui';

const Box = styled(Card)<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${(p) => (p.$compact ? '12px' : '16px')};
  > header { display: flex; align-items: center; gap: 14px; }
  > header ${IconBadge} { margin: 0; flex: none; ${(p) => p.$compact && 'width: 42px; height: 42px; border-radius: 12px;'} }
  > header :is(h2, h3, h4) { margin: 0; ${(p) => p.$compact && `font-size: ${text.lg};`} }
  dl { margin: 0; display: grid; }
  dl > div {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: 16px;
    padding: ${(p) => (p.$compact ? '9px' : '10px')} 0;
    border-bottom: 1px dashed var(--c-border);
  }
  dl > div:last-child { border-bottom: 0; ${(p) => p.$compact && 'padding-bottom: 0;'} }
  dt { color: var(--c-muted); }
  dd { margin: 0; font-weight: 600; text-align: right; }
  ${CheckList} li.not-allowed svg { color: var(--c-accent); }
`;

/**
 * A card of facts (defs.schema.json's `panel`): an icon and a title, label/value rows, a list
 * ticked, or crossed when its style is `not-allowed`, and with `houseRules` site.yaml's house
 * rules after its own items (stated once there, for the pages and the chat alike). The facts
 * page's panels and the booking calendar's side cards (`compact`, a smaller title and badge).
 */
export function FactPanel({ panel, heading: H = 'h3', compact = false }: { panel: Panel; heading?: 'h2' | 'h3' | 'h4'; compact?: boolean }) {
  const { property } = useSite();
  const items = [...(panel.items ?? []), ...(panel.houseRules ? (property.houseRules ?? []) : [])];
  const notAllowed = panel.itemStyle === 'not-allowed';
  return (
    <Box $compact={compact}>
      <header>
        <IconBadge>
          <Icon name={panel.icon} size={compact ? 20 : undefined} />
        </IconBadge>
        <H>{panel.title}</H>
      </header>
      {panel.rows && (
        <dl>
          {panel.rows.map((r) => (
            <div key={r.label}>
              <dt>{r.label}</dt>
              <dd>{r.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {items.length > 0 && (
        <CheckList>
          {items.map((item) => (
            <li key={item} className={notAllowed ? 'not-allowed' : undefined}>
              {notAllowed ? <Ban size={18} aria-hidden="true" /> : <Check size={18} aria-hidden="true" />}
              <span>{item}</span>
            </li>
          ))}
        </CheckList>
      )}
    </Box>
  );
}
