import React, { useEffect, useRef, useState } from 'react';
import type { Language } from '../../lib/languages';
import { logoPath } from '../../lib/asset-paths';

interface LogoProps {
  language: Language;
  name: string;
  alt: string;
}

/** The language's logo image, with the business name as text if the image cannot be loaded. */
export function Logo({ language, name, alt }: LogoProps) {
  const image = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    // An error before hydration fires no React handler; check the element's state instead.
    const element = image.current;
    if (element && element.complete && element.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) {
    return (
      <span className="text-xl font-extrabold tracking-tight text-brand-900" aria-label={alt}>
        {name}
      </span>
    );
  }
  return (
    <img
      ref={image}
      src={logoPath(language)}
      alt={alt}
      width={200}
      height={40}
      className="h-9 w-auto sm:h-10"
      onError={() => setFailed(true)}
    />
  );
}
