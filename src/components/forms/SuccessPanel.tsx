import React, { useEffect, useRef } from 'react';
import { NextSteps } from './NextSteps';
import { Icon } from '../ui/Icon';

/**
 * What replaces a form once it is sent: a confirmation and what happens next. Focus moves to its heading, so
 * keyboard and screen-reader users hear it at once.
 */
export function SuccessPanel({
  title,
  testId,
  steps,
  children,
}: {
  title: string;
  testId: string;
  steps?: string[];
  children?: React.ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-emerald-950 sm:p-8" data-testid={testId}>
      <h3 ref={heading} tabIndex={-1} className="flex items-center gap-2 text-xl font-bold text-emerald-950 focus:outline-none">
        <Icon name="CheckCircle2" className="h-7 w-7 shrink-0 text-emerald-700" />
        {title}
      </h3>
      <div className="mt-6">
        <NextSteps steps={steps} />
      </div>
      {children}
    </div>
  );
}
