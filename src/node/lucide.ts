import * as lucide from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

/** lucide's exports by name: its icons, their aliases (CheckCircle2 is CircleCheck), and its helpers. */
const LUCIDE_EXPORTS: Readonly<Record<string, unknown>> = lucide;

/** Every lucide icon is a forwardRef component; the helpers among the exports (createLucideIcon, icons) are not. */
const isIcon = (value: unknown): value is LucideIcon =>
  typeof value === 'object' && value !== null && 'render' in value && typeof value.render === 'function';

/** The lucide icon of a name the content or the code uses; `source` says where the name came from when there is none. */
export function lucideIcon(name: string, source: string): LucideIcon {
  const icon = LUCIDE_EXPORTS[name];
  if (!isIcon(icon)) throw new Error(`No lucide icon is called ${name} (${source})`);
  return icon;
}
