import path from 'path';
import type { CreatePagesArgs } from 'gatsby';
import { planPages, type PlannedPage, type SiteSources } from '../lib/page-plan';
import type { Redirect } from '../lib/redirects';
import { LANGUAGES } from '../lib/languages';
import { pagePath } from '../lib/routes';

function component(page: PlannedPage): string {
  const template = path.resolve('src', 'templates', `${page.template}.tsx`);
  // gatsby-plugin-mdx renders the MDX file given with the template.
  return page.contentFilePath ? `${template}?__contentFilePath=${page.contentFilePath}` : template;
}

/** Every page of the plan (src/lib/page-plan.ts). */
export function createPlannedPages(actions: CreatePagesArgs['actions'], sources: SiteSources): PlannedPage[] {
  const plan = planPages(sources);
  for (const page of plan) actions.createPage({ path: page.path, component: component(page), context: page.context });
  return plan;
}

/**
 * Permanent redirects for hosts that support them (gatsby-adapter-netlify writes them as 301s). Forced,
 * because Netlify serves an existing file before an unforced rule, and every source has a fallback file.
 */
export function createRedirects(
  actions: CreatePagesArgs['actions'],
  table: readonly Redirect[],
  queryRedirects: readonly Redirect[] = [],
): void {
  for (const redirect of [...table, ...queryRedirects]) {
    actions.createRedirect({ fromPath: redirect.from, toPath: redirect.to, isPermanent: true, force: true, redirectInBrowser: false });
  }
  // Unknown URLs under a language's prefix get that language's 404 page (with a 404 status) on Netlify.
  for (const language of LANGUAGES) {
    const notFound = pagePath('notFound', language);
    const prefix = notFound.replace(/404\/$/, '');
    if (prefix !== '/') actions.createRedirect({ fromPath: `${prefix}*`, toPath: notFound, statusCode: 404 });
  }
}
