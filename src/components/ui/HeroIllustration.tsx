import React from 'react';
import { illustrationBase } from '../../lib/asset-paths';
import { responsiveImage } from '../../lib/responsive-image';
import { useCurrentPage } from '../layout/page';

/**
 * A hero's drawing, the page's largest paint: fetched first and at once. Full width below lg (at most 32rem), then
 * beside the text in about half of the 72rem container (`desktopWidth`).
 */
export function HeroIllustration({ name, alt, desktopWidth }: { name: string; alt: string; desktopWidth: number }) {
  const { language } = useCurrentPage();
  return (
    <img
      {...responsiveImage(illustrationBase(name, language))}
      sizes={`(min-width: 1024px) ${desktopWidth}px, (min-width: 544px) 512px, calc(100vw - 2rem)`}
      alt={alt}
      width={640}
      height={520}
      loading="eager"
      fetchPriority="high"
      decoding="async"
      className="mx-auto w-full max-w-lg lg:max-w-none"
    />
  );
}
