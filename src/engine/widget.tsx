import { Island } from '../islands/island';
import type { Entry } from '../islands/types';
import { widgets, type WidgetName } from '../widgets/slots';

/** A chrome widget as an island (the availability calendar beside the hero, the chat dock). */
export function Widget({ name, persist }: { name: WidgetName; persist?: boolean }) {
  const { component, hydrate }: Entry<object> = widgets[name];
  return <Island name={name} when={hydrate ?? 'static'} component={component} props={{}} persist={persist ? name : undefined} />;
}
