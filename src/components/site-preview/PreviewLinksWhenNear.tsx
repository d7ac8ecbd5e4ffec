import React, { lazy, Suspense, useEffect, useRef, useState, type ComponentProps } from 'react';
import { whenWanted } from '../ui/Island';
import type { PreviewLinks } from './PreviewLinks';

const LazyPreviewLinks = lazy(() => import('./PreviewLinks').then((module) => ({ default: module.PreviewLinks })));

/**
 * The preview page's links to keep or share the sketch, below the visitor's site: their code loads as they approach
 * the viewport (as an island's does), not with the page, whose first scripts are all the drawing of the site
 * (DESIGN.md's 115 KiB). They are never in the server HTML (only a link with answers shows them), so there is nothing
 * to keep until then.
 */
export function PreviewLinksWhenNear(props: ComponentProps<typeof PreviewLinks>) {
  const marker = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => (near || !marker.current ? undefined : whenWanted(marker.current, () => setNear(true))), [near]);
  return (
    <div ref={marker} data-testid="preview-page-links" data-state={near ? 'near' : 'waiting'}>
      {near && (
        <Suspense fallback={null}>
          <LazyPreviewLinks {...props} />
        </Suspense>
      )}
    </div>
  );
}
