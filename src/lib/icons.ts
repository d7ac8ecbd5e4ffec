import { CONTENT_ICON_NAMES } from './content-icons';

/**
 * Every icon the pages show, by its lucide name: the interface's own and those content may name. They are drawn once,
 * into one sprite file the build writes (src/node/icon-sprite.ts) and every page shares from the browser's cache; a
 * page refers to them (`<use href="…#ArrowRight">`) instead of repeating their paths in its HTML and its scripts.
 */
export const INTERFACE_ICON_NAMES = [
  'AlertTriangle',
  'ArrowLeft',
  'ArrowRight',
  'Building2',
  'Calculator',
  'CalendarCheck',
  'CalendarClock',
  'CalendarDays',
  'Check',
  'CheckCircle2',
  'ChevronDown',
  'ChevronLeft',
  'ChevronRight',
  'CircleDollarSign',
  'Clock',
  'Download',
  'Facebook',
  'FileText',
  'Gauge',
  'Globe',
  'Globe2',
  'Images',
  'Info',
  'KeyRound',
  'Layout',
  'Linkedin',
  'Loader2',
  'Lock',
  'LogOut',
  'Magnet',
  'Mail',
  'MailCheck',
  'MapPin',
  'MapPinned',
  'Menu',
  'MessageCircle',
  'MessageSquareHeart',
  'MonitorSmartphone',
  'Phone',
  'PhoneIncoming',
  'Quote',
  'RotateCcw',
  'Search',
  'SearchX',
  'ShieldCheck',
  'Siren',
  'Smartphone',
  'Sparkles',
  'Star',
  'Timer',
  'Trash2',
  'TrendingUp',
  'Twitter',
  'UserRound',
  'Users',
  'Wrench',
  'X',
] as const;

export type IconName = (typeof INTERFACE_ICON_NAMES)[number] | (typeof CONTENT_ICON_NAMES)[number];

export const ICON_NAMES: readonly IconName[] = [...new Set<IconName>([...INTERFACE_ICON_NAMES, ...CONTENT_ICON_NAMES])].sort();

export const isIconName = (name: string): name is IconName => (ICON_NAMES as readonly string[]).includes(name);
