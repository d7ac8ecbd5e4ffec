/** A visitor reaching for the page: what loads a waiting island, and the page's scripts, at once. */
export const INTERACTION_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
