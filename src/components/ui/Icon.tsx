import React from 'react';
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

/**
 * Icons that content files may name (trades, calculator add-ons and speeds). Listed one by one so the
 * bundle carries only these, not all of lucide; a unit test checks every name used in content/ is here.
 */
export const CONTENT_ICONS: Record<string, React.ComponentType<LucideProps>> = {
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

export function Icon({ name, ...props }: { name: string } & LucideProps) {
  const Component = CONTENT_ICONS[name];
  return Component ? <Component aria-hidden="true" {...props} /> : null;
}
