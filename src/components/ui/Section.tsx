import React from 'react';

interface SectionProps {
  id?: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  /** Background: white, tinted or dark navy. */
  tone?: 'white' | 'tint' | 'dark';
  align?: 'center' | 'left';
  className?: string;
  children?: React.ReactNode;
  headingLevel?: 'h1' | 'h2';
  /**
   * Lay the section out only when it nears the viewport (`.defer-render`). On by default below a page's h1;
   * off for sections with sticky content, which the clipping would unstick.
   */
  deferRender?: boolean;
}

const TONES = {
  white: 'bg-white',
  tint: 'bg-slate-50',
  dark: 'bg-brand-900 text-slate-200',
};

/** A page section with the design system's spacing and heading block. */
export function Section({
  id,
  eyebrow,
  title,
  subtitle,
  tone = 'white',
  align = 'center',
  className = '',
  children,
  headingLevel = 'h2',
  deferRender = headingLevel !== 'h1',
}: SectionProps) {
  const Heading = headingLevel;
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={`section ${TONES[tone]} ${deferRender ? 'defer-render' : ''} ${className}`}>
      <div className="container-page">
        <div className={align === 'center' ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
          {eyebrow && <p className={`eyebrow ${tone === 'dark' ? 'text-accent-300' : ''}`}>{eyebrow}</p>}
          <Heading id={headingId} className={`heading-2 mt-2 ${tone === 'dark' ? 'text-white' : ''}`}>
            {title}
          </Heading>
          {subtitle && <p className={`lead mt-3 text-base sm:mt-4 sm:text-xl ${tone === 'dark' ? 'text-slate-300' : ''}`}>{subtitle}</p>}
        </div>
        {children && <div className="mt-5 sm:mt-12">{children}</div>}
      </div>
    </section>
  );
}
