import React from 'react';
import { Icon } from './Icon';

/** Star rating with one accessible label instead of five announced icons. */
export function Stars({ rating, label, className = 'h-4 w-4' }: { rating: number; label: string; className?: string }) {
  return (
    <span role="img" aria-label={label} className="inline-flex gap-0.5" data-testid="stars" data-rating={rating}>
      {Array.from({ length: 5 }, (_, index) => (
        <Icon
          name="Star"
          key={index}

          className={`${className} ${index < Math.round(rating) ? 'fill-amber-400 text-amber-400' : 'text-slate-300'}`}
        />
      ))}
    </span>
  );
}
