import React, { useId, type ReactNode } from 'react';
import type { CaseFeatureKind } from '../../lib/case-site/features';
import type { CaseSiteModel } from '../../lib/case-site/model';
import type { CaseSiteWords } from '../../lib/case-site/words';
import { Heading, headingStyle, type HeadingLevel } from '../trade-site/parts';
import { MUTED } from './look';

/** A section of a client's site: its frame and heading in the site's style (the sections' own parts are in Sections.tsx). */

export interface SectionProps {
  model: CaseSiteModel;
  words: CaseSiteWords;
  level: HeadingLevel;
}

/** Klassiek and luxe centre their headings between rules, as a sign or a menu does; the others set them flush left. */
export const CENTRED = new Set(['klassiek', 'luxe']);

/** Where a narrow block sits: centred under a centred heading, else flush with the heading. */
export const blockAlign = (model: CaseSiteModel) => (CENTRED.has(model.theme.style) ? 'mx-auto' : '');

export function Section({
  model,
  level,
  name,
  id,
  title,
  lead,
  feature,
  tone = 'page',
  children,
}: {
  model: CaseSiteModel;
  level: HeadingLevel;
  name: string;
  id?: string;
  title: string;
  /** The words of the feature the section shows, in the client's language. */
  lead?: string;
  feature?: CaseFeatureKind;
  tone?: 'page' | 'surface';
  children: ReactNode;
}) {
  const centred = CENTRED.has(model.theme.style);
  const generated = `case-${name}${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const headingId = `${id ?? generated}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`scroll-mt-4 ${tone === 'surface' ? 'bg-[var(--ts-surface)]' : ''}`}
      data-section={name}
      data-feature={feature}
    >
      <div className={`mx-auto max-w-6xl px-4 py-12 @3xl:px-8 ${model.layout.cards === 'hairline' ? '@3xl:py-20' : '@3xl:py-16'}`}>
        <div className={centred ? 'mx-auto max-w-2xl text-center' : 'max-w-3xl'}>
          {centred && <span aria-hidden="true" className="mx-auto mb-4 block h-px w-16 bg-[var(--ts-accent)]" />}
          <Heading
            level={level}
            id={headingId}
            className="text-[1.75rem] leading-tight text-[var(--ts-ink)] @3xl:text-[2.1rem]"
            style={headingStyle(model.theme)}
          >
            {title}
          </Heading>
          {lead && <p className={`mt-3 text-lg ${MUTED}`}>{lead}</p>}
        </div>
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
