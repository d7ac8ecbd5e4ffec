import type { Language } from '../lib/languages';

/**
 * What the editor's previews show in place of the site's MDX components, per language: the configured facts
 * (`<HourlyRate />` → "$49.50"), the conclusion box's label and the category names. The build computes them from
 * content/site/business.json and the locale files (src/node/cms.ts), so a preview says what the page will say.
 */
export type PreviewFacts = Record<
  Language,
  {
    components: Record<string, string>;
    conclusion: string;
    categories: Record<string, string>;
  }
>;
