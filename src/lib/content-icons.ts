/**
 * The icons content files may name (trades, calculator add-ons and speeds): the components map them to lucide's
 * icons one by one, so the bundle carries only these; the CMS offers exactly these; a test checks content uses no other.
 */
export const CONTENT_ICON_NAMES = [
  'Bot',
  'BrickWall',
  'CalendarCheck',
  'Car',
  'ChartColumn',
  'Clock',
  'Fan',
  'Hammer',
  'House',
  'KeyRound',
  'Languages',
  'MessageSquare',
  'PaintRoller',
  'PhoneCall',
  'Rocket',
  'Scissors',
  'ShoppingCart',
  'Sparkles',
  'Thermometer',
  'Trees',
  'Users',
  'Wrench',
  'Zap',
] as const;

export type ContentIconName = (typeof CONTENT_ICON_NAMES)[number];

/** Whether content names an icon the site carries: the check a page makes in the browser, without the interface's list. */
export const isContentIconName = (name: string): name is ContentIconName => (CONTENT_ICON_NAMES as readonly string[]).includes(name);
