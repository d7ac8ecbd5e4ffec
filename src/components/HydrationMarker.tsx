import React, { useEffect } from 'react';

/** Sets html[data-hydrated] once React has hydrated the page (browser tests wait for it before acting). */
export function HydrationMarker({ children }: { children: React.ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <>{children}</>;
}
