import path from 'path';
import type { CreatePagesArgs } from 'gatsby';
import { LANGUAGES, isLanguage } from '../lib/languages';
import { LEGAL_PAGE_IDS, pageAlternates, pagePath, type PageId } from '../lib/routes';
import { localizedPageContext } from '../lib/page-context';

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

/** Pages built from a template alone, one per language. */
const TEMPLATE_PAGES: Partial<Record<PageId, string>> = {
  home: 'home',
  portfolio: 'portfolio',
  plumber: 'plumber',
  blog: 'blog',
  notFound: 'not-found',
};

interface LegalDocumentsResult {
  allMdx: {
    nodes: Array<{ frontmatter: { pageId: string | null; language: string }; internal: { contentFilePath: string | null } }>;
  };
}

/**
 * Creates every page of the route map in every language, with the i18n context set explicitly (so the
 * i18n plugin leaves them alone) and the alternates that hreflang, the language switch and the sitemap use.
 * Returns the paths it created.
 */
export async function createLocalizedPages({ actions, graphql, reporter }: CreatePagesArgs): Promise<string[]> {
  const created: string[] = [];
  for (const [pageId, name] of Object.entries(TEMPLATE_PAGES) as Array<[PageId, string]>) {
    const alternates = pageId === 'notFound' ? [] : pageAlternates(pageId);
    for (const language of LANGUAGES) {
      const pagePathInLanguage = pagePath(pageId, language);
      actions.createPage({
        path: pagePathInLanguage,
        component: template(name),
        context: localizedPageContext(pageId, language, alternates.length ? alternates : [{ language, path: pagePathInLanguage }]),
      });
      created.push(pagePathInLanguage);
    }
  }

  const result = await graphql<LegalDocumentsResult>(`
    {
      allMdx(filter: { frontmatter: { pageId: { ne: null } } }) {
        nodes {
          frontmatter {
            pageId
            language
          }
          internal {
            contentFilePath
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the legal documents', result.errors);
    return created;
  }
  const documents = result.data.allMdx.nodes;
  for (const pageId of LEGAL_PAGE_IDS) {
    const alternates = pageAlternates(pageId);
    for (const language of LANGUAGES) {
      const document = documents.find((node) => node.frontmatter.pageId === pageId && node.frontmatter.language === language);
      if (!document?.internal.contentFilePath || !isLanguage(document.frontmatter.language)) {
        reporter.panicOnBuild(`content/legal/${language}/${pageId}.mdx is missing`);
        continue;
      }
      const legalPath = pagePath(pageId, language);
      actions.createPage({
        path: legalPath,
        component: `${template('legal')}?__contentFilePath=${document.internal.contentFilePath}`,
        context: localizedPageContext(pageId, language, alternates),
      });
      created.push(legalPath);
    }
  }
  return created;
}
