import React from 'react';
import { formatDateTime } from '../../lib/format';
import type { Language } from '../../lib/languages';

/** When a lead came in, as a date and a time on the owner's own clock (the browser's time zone). */
export function LocalTime({ moment, language }: { moment: string; language: Language }) {
  return <time dateTime={moment}>{formatDateTime(moment, language, -new Date(moment).getTimezoneOffset())}</time>;
}
