import { slots, type SlotName } from '../widgets/slots';

/** A widget a block places beside its content (the availability calendar beside the hero). */
export function BlockSlot({ name }: { name: SlotName }) {
  const C = slots[name];
  return <C />;
}
