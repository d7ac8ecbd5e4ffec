import path from 'path';
import express from 'express';
import type { GatsbyNode, Reporter } from 'gatsby';
import { writeArticleImages } from './src/node/article-images';
import { cmsSettings, readContentTree, writeCmsAdmin } from './src/node/cms';
import { writeBrandLogos, writeIllustrations } from './src/node/illustrations';
import { writeCaseMockups } from './src/node/case-mockups';
import { drawingStats } from './src/node/raster';
import { scriptsSliceHashes, writeSecurityHeaders } from './src/node/content-security-policy';
import { prepareCriticalCss } from './src/node/shared-stylesheet';
import { writePaintFirstPages } from './src/page-loader/write-pages';
import { createPlannedPages, createRedirects } from './src/node/pages';
import { planCategoryRedirects, planRedirects } from './src/lib/page-plan';
import { writeRedirectFallbacks } from './src/node/redirect-fallbacks';
import { writeRobotsTxt } from './src/node/robots';
import { querySiteSources } from './src/node/site-sources';
import { writeSitePictures } from './src/node/site-pictures';
import { writeCasePictures } from './src/node/case-pictures';
import { pluginReactI18nextRule, sharedChunkSplitting, webpackAliases } from './src/node/webpack';
import { iconSprite, writeIconSprite } from './src/node/icon-sprite';
import { SUBSET_MODULE, fontSubsetFile, writeFontSubset } from './src/node/font-subset';

export { createResolvers, createSchemaCustomization } from './src/node/schema';
import { onCreateArticleNode } from './src/node/article-nodes';
import { checkArticleIdentities, checkContentNode, checkHomeReviews, checkPeople, checkTradeList } from './src/node/content-checks';

// One argument only: Gatsby waits for a callback when a node API declares a third parameter.
export const onCreateNode: GatsbyNode['onCreateNode'] = (args) => {
  checkContentNode(args);
  return onCreateArticleNode(args);
};

/**
 * One error policy for every build step: stop the build with the step's name and its error. panicOnBuild only
 * reports under `gatsby develop`, so the step still throws: nothing after it runs on a value it never produced.
 */
async function buildStep<T>(reporter: Reporter, name: string, run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    reporter.panicOnBuild(`${name} failed: ${(error as Error).message}`, error as Error);
    throw error;
  }
}

/**
 * Once every content node exists: no person is named as two, the home page can show the chosen reviews, and each
 * trade is its own (src/node/content-checks.ts).
 */
export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = (args) => {
  checkPeople(args);
  checkHomeReviews(args);
  checkTradeList(args);
};

export const createPages: GatsbyNode['createPages'] = async ({ actions, graphql, reporter, getNodesByType, getNode }) => {
  const articles = await buildStep(reporter, "Checking the articles' addresses and translations", () =>
    checkArticleIdentities({ getNodesByType, getNode }),
  );
  reporter.info(`${articles} articles, each with an address of its own and every translation linked to its original`);
  const sources = await buildStep(reporter, 'Reading the content', () => querySiteSources(graphql));
  const plan = await buildStep(reporter, 'Creating the pages', () => createPlannedPages(actions, sources));
  await buildStep(reporter, 'Creating the redirects', () =>
    createRedirects(actions, planRedirects(sources, plan), planCategoryRedirects(sources.articles)),
  );
  await buildStep(reporter, 'Drawing the images', async () => {
    writeBrandLogos();
    const [covers, drawings, pictures, mockups, casePictures] = await Promise.all([
      writeArticleImages(graphql),
      writeIllustrations(),
      writeSitePictures(graphql),
      writeCaseMockups(),
      writeCasePictures(graphql),
    ]);
    reporter.info(
      `Article images for ${covers} articles, ${drawings} illustrations, ${pictures} trades' site pictures, ${mockups} portfolio mockups, ${casePictures} pictures of clients' sites: ${drawingStats.rendered} drawn, ${drawingStats.cached} from the cache`,
    );
  });
};

/**
 * Before webpack runs: the icon sprite, so that every page's `<use>` finds it, and the Latin font's subset, which
 * the stylesheet and the preload link import.
 */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  reporter.info(`Icons: ${writeIconSprite()}`);
  const font = await buildStep(reporter, 'Subsetting the Latin font', writeFontSubset);
  reporter.info(`Latin font subset: ${font.bytes} bytes${font.made ? '' : ' (from the cache)'}`);
};

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, plugins, stage }) => {
  actions.setWebpackConfig({
    resolve: { alias: { ...webpackAliases(), [`${SUBSET_MODULE}$`]: fontSubsetFile() } },
    module: { rules: [pluginReactI18nextRule()] },
    ...(stage === 'build-javascript' ? { optimization: sharedChunkSplitting() } : {}),
    plugins: [
      plugins.define({
        __ICON_SPRITE__: JSON.stringify(iconSprite().publicPath),
        // The HTML renderer is built after the browser bundle, whose stylesheet it needs for each page's first screen.
        __CRITICAL_CSS__: JSON.stringify(stage === 'build-html' ? prepareCriticalCss() : null),
        __SCRIPTS_SLICE_HASHES__: JSON.stringify(stage === 'build-html' ? scriptsSliceHashes() : null),
      }),
    ],
  });
};

/** `npm run cms`: the content editor beside the development server, built the same way as for production. */
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = async ({ app, reporter }) => {
  const dir = path.join('.cache', 'cms-admin');
  await buildStep(reporter, 'Writing the content editor', () => writeCmsAdmin(dir));
  app.use('/admin', express.static(dir));
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter }) => {
  const sources = await buildStep(reporter, 'Reading the content', () => querySiteSources(graphql));
  const fallbacks = await buildStep(reporter, 'Writing redirect pages', () => writeRedirectFallbacks(planRedirects(sources)));
  reporter.info(`Wrote ${fallbacks} redirect fallback pages`);
  await buildStep(reporter, 'Writing robots.txt', writeRobotsTxt);
  const settings = cmsSettings();
  const collections = await buildStep(reporter, 'Writing the content editor', () =>
    writeCmsAdmin(path.join('public', 'admin'), readContentTree(), settings),
  );
  reporter.info(
    `Content editor at /admin/ with ${collections} collections, committing to ${settings.githubRepo ?? 'an unknown repository'}`,
  );
  if (!settings.githubRepo)
    reporter.warn('Content editor: no GitHub repository known. Netlify sets REPOSITORY_URL; elsewhere set CMS_GITHUB_REPO=owner/name.');
  const painted = await buildStep(reporter, 'Starting scripts after the largest paint', () => writePaintFirstPages());
  reporter.info(
    `${painted.rewritten + painted.unchanged} pages start their scripts after their largest paint (${painted.unchanged} unchanged)`,
  );
  // Last: it hashes the inline scripts of every HTML file written before it.
  await buildStep(reporter, 'Writing the security headers', writeSecurityHeaders);
};
