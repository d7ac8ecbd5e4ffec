import React from 'react';
import { isContentIconName } from '../../lib/content-icons';
import type { IconName } from '../../lib/icons';

/**
 * A lucide icon from the site's one sprite (src/node/icon-sprite.ts), decorative: the text beside it says what it
 * means. Its paths are in the sprite, which every page shares from the cache, not in the page or its scripts.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={className}
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <use href={`${__ICON_SPRITE__}#${name}`} />
    </svg>
  );
}

/**
 * An icon that content names (a trade, a calculator option): one of the content icons, which the content tests and the
 * editor's choices hold it to; any other name shows nothing rather than a broken reference. Checked against the
 * content icons alone, so that every page's scripts do not carry the interface's list (src/lib/icons.ts).
 */
export function ContentIcon({ name, className }: { name: string; className?: string }) {
  return isContentIconName(name) ? <Icon name={name} className={className} /> : null;
}
