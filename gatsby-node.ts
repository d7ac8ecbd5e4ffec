import type { GatsbyNode } from 'gatsby';
import { createLocalizedPages } from './src/node/localized-pages';
import { createRedirects, writeRedirectFallbacks, writeRobotsTxt } from './src/node/redirects';

export { createSchemaCustomization } from './src/node/schema';

export const createPages: GatsbyNode['createPages'] = async (args) => {
  await createLocalizedPages(args);
  await createRedirects(args);
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async (args) => {
  await writeRedirectFallbacks(args);
  writeRobotsTxt();
};
