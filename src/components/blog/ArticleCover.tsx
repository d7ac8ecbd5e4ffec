import React from 'react';
import { responsiveImage } from '../../lib/responsive-image';

/**
 * An article's cover at 1200 by 630, its words left to the title beside it (alt=""). `lead`: the article's own
 * page, where it is the largest paint, fetched first and decoded with the page.
 */
export function ArticleCover({
  image,
  sizes,
  className,
  lead = false,
  eager = lead,
}: {
  image: string;
  sizes: string;
  className: string;
  lead?: boolean;
  eager?: boolean;
}) {
  return (
    <img
      {...responsiveImage(image)}
      sizes={sizes}
      alt=""
      width={1200}
      height={630}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={lead ? 'high' : undefined}
      decoding={lead ? undefined : 'async'}
      className={className}
    />
  );
}
