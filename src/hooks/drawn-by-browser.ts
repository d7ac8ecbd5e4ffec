import { createContext, useContext, useState } from 'react';

/* Its own module: every island (src/components/ui/Island.tsx, in every page's first scripts) provides the context. */

/**
 * Set by an island (src/components/ui/Island.tsx) for what it draws: whether the island mounted after the page had
 * hydrated. Its content hydrates later than the page, so the page's own marker cannot tell.
 */
export const DrawnByBrowser = createContext<boolean | null>(null);

/**
 * Whether this component is drawn by the browser alone, with no server HTML to match: after a client-side navigation
 * (the language switch is one). Then kept answers can be its first frame; otherwise they come after hydration.
 */
export function useDrawnByBrowser(): boolean {
  const fromIsland = useContext(DrawnByBrowser);
  const [drawnByBrowser] = useState(
    () => fromIsland ?? (typeof document !== 'undefined' && document.documentElement.dataset.hydrated === 'true'),
  );
  return drawnByBrowser;
}
