import type { GatsbyNode } from 'gatsby';
import { createArticlePages } from './src/node/articles';
import { writeArticleImages } from './src/node/article-images';
import { writeBrandLogos, writeIllustrations } from './src/node/illustrations';
import { writeContentSecurityPolicy } from './src/node/content-security-policy';
import { createLocalizedPages } from './src/node/localized-pages';
import { createRedirects, writeRedirectFallbacks, writeRobotsTxt } from './src/node/redirects';

export { createSchemaCustomization } from './src/node/schema';

export { onCreateArticleNode as onCreateNode } from './src/node/articles';

export const createPages: GatsbyNode['createPages'] = async (args) => {
  await createLocalizedPages(args);
  await createArticlePages(args);
  writeBrandLogos(args.reporter);
  await Promise.all([writeArticleImages(args), writeIllustrations(args.reporter)]);
  await createRedirects(args);
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async (args) => {
  await writeRedirectFallbacks(args);
  writeRobotsTxt();
  // Last: it hashes the inline scripts of every HTML file written before it.
  writeContentSecurityPolicy(args.reporter);
};
