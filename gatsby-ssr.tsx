import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { languageDetectionScript } from './src/lib/language-detection';

/** Language detection runs only on the English home page, before it renders (DESIGN.md, 'URLs'). */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHeadComponents }) => {
  if (pathname !== '/') return;
  setHeadComponents([
    <script key="language-detection" id="language-detection" dangerouslySetInnerHTML={{ __html: languageDetectionScript() }} />,
  ]);
};
