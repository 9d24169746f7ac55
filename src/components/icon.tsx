import {
  Baby, Bath, BedDouble, BookOpen, Briefcase, CalendarDays, Camera, Car, Check, Clock, Coffee, Compass,
  CookingPot, Film, Fish, Heart, House, KeyRound, Leaf, Mail, MapPin, Mountain, Phone, Plane, ShieldCheck,
  ShoppingBag, Snowflake, Sparkles, Star, Sun, TrainFront, Trees, Tv, Umbrella, Users, UtensilsCrossed,
  WashingMachine, Waves, Wifi, Wine, type LucideIcon,
} from './lucide-icons';
import type { Icon as IconName } from '../core/types/content.gen';

// Every name the schema's icon enum allows; a missing one fails to compile.
const icons: Record<IconName, LucideIcon> = {
  home: House, users: Users, bed: BedDouble, bath: Bath, star: Star, wifi: Wifi, car: Car,
  snowflake: Snowflake, kitchen: CookingPot, key: KeyRound, clock: Clock, 'map-pin': MapPin,
  waves: Waves, wine: Wine, briefcase: Briefcase, heart: Heart, sun: Sun, tree: Trees,
  'shopping-bag': ShoppingBag, coffee: Coffee, utensils: UtensilsCrossed, shield: ShieldCheck, tv: Tv,
  washer: WashingMachine, calendar: CalendarDays, phone: Phone, mail: Mail, sparkles: Sparkles,
  baby: Baby, camera: Camera, check: Check, train: TrainFront, plane: Plane, mountain: Mountain,
  fish: Fish, film: Film, book: BookOpen, compass: Compass, umbrella: Umbrella, leaf: Leaf,
};

/** A decorative icon: the text beside it carries the meaning, so it is hidden from screen readers. */
export function Icon({ name, size = 22 }: { name: IconName; size?: number }) {
  const C = icons[name];
  return <C size={size} aria-hidden="true" strokeWidth={1.75} />;
}
