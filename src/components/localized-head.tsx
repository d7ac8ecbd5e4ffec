import React from 'react';
import type { HeadFC, HeadProps } from 'gatsby';
import { useBusiness } from '../hooks/use-business';
import { pageTranslator, type LocaleNodes, type Translate } from '../lib/i18n';
import { headPage, type LocalizedPageContext } from '../lib/page-context';
import { Seo, type SeoProps } from './Seo';

// Apart from Seo.tsx: the article and 404 templates use Seo alone and should not load the translator with it.
/** What a template's head is written from: its query's translations and data, its context and the business facts. */
interface HeadSource<Data, Context> {
  t: Translate;
  data: Data;
  pageContext: Context;
  business: Queries.BusinessFieldsFragment;
}

/**
 * A template's `Head`: its Seo in the page's language, with its path and language versions, from the translations
 * its query selects as `locales` (the `PageLocales` fragment). `seoOf` says only what differs per template.
 */
export function localizedHead<Data extends { readonly locales: LocaleNodes }, Context extends LocalizedPageContext = LocalizedPageContext>(
  seoOf: (source: HeadSource<Data, Context>) => Omit<SeoProps, 'page'>,
): HeadFC<Data, Context> {
  return function Head({ data, pageContext }: HeadProps<Data, Context>) {
    const business = useBusiness();
    const t = pageTranslator(pageContext.language, data.locales);
    return <Seo page={headPage(pageContext)} {...seoOf({ t, data, pageContext, business })} />;
  };
}
