import React from 'react';
import type { ContentIconName } from '../../lib/content-icons';
import {
  Bot,
  BrickWall,
  CalendarCheck,
  Car,
  ChartColumn,
  Clock,
  Hammer,
  House,
  KeyRound,
  Languages,
  MessageSquare,
  PaintRoller,
  PhoneCall,
  Rocket,
  Scissors,
  ShoppingCart,
  Sparkles,
  Thermometer,
  Trees,
  Users,
  Wrench,
  Zap,
  type LucideProps,
} from 'lucide-react';

/** The components of the icons content may name (src/lib/content-icons.ts): the compiler holds the two lists together. */
export const CONTENT_ICONS: Record<ContentIconName, React.ComponentType<LucideProps>> = {
  Bot,
  BrickWall,
  CalendarCheck,
  Car,
  ChartColumn,
  Clock,
  Hammer,
  House,
  KeyRound,
  Languages,
  MessageSquare,
  PaintRoller,
  PhoneCall,
  Rocket,
  Scissors,
  ShoppingCart,
  Sparkles,
  Thermometer,
  Trees,
  Users,
  Wrench,
  Zap,
};

const isContentIcon = (name: string): name is ContentIconName => Object.prototype.hasOwnProperty.call(CONTENT_ICONS, name);

export function Icon({ name, ...props }: { name: string } & LucideProps) {
  const Component = isContentIcon(name) ? CONTENT_ICONS[name] : null;
  return Component ? <Component aria-hidden="true" {...props} /> : null;
}
