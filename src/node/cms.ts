import { execFileSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import matter from 'gray-matter';
import { build } from 'esbuild';
import { iconSprite } from './icon-sprite';
import { writeCmsPictures } from './cms-pictures';
import postcss from 'postcss';
import { SUBSET_MODULE, fontSubsetFile } from './font-subset';
import tailwindcss from 'tailwindcss';
import autoprefixer from 'autoprefixer';
import business from '../../content/site/business.json';
import { cmsConfig, type CmsSettings, type ContentFile } from '../cms/config';
import type { PreviewFacts } from '../cms/facts';
import { LANGUAGES } from '../lib/languages';
import { legalFacts } from '../lib/legal-facts';
import { CATEGORIES } from '../lib/articles';
import { INBOX_PATH } from '../lib/routes';
import { filesUnder } from './files';
import { contentSnapshot } from './content-snapshot';
import { buildTranslator } from './locales';

/** Where the editors' files live, from the repository root: everything the CMS may edit. */
const EDITED_ROOTS = ['content', 'locales'];
const DECAP_DIST = path.join('node_modules', 'decap-cms', 'dist');
const FONT_PACKAGE = path.join('node_modules', '@fontsource-variable', 'inter', 'files');

const posix = (file: string) => file.split(path.sep).join('/');

/** Every file under content/ and locales/, parsed: JSON as its value, Markdown and MDX as front matter and body. */
export function readContentTree(root = process.cwd()): ContentFile[] {
  return EDITED_ROOTS.flatMap((dir) =>
    [...filesUnder(path.join(root, dir), '.json'), ...filesUnder(path.join(root, dir), '.mdx')].map((file) => {
      const relative = posix(path.relative(root, file));
      const raw = fs.readFileSync(file, 'utf8');
      if (file.endsWith('.json')) return { path: relative, data: JSON.parse(raw) as unknown };
      const { data, content } = matter(raw);
      return { path: relative, data, body: content };
    }),
  );
}

/** "owner/name" from a GitHub address (Netlify's REPOSITORY_URL, a git remote), if it is one. */
export function githubRepoOf(url: string | undefined): string | undefined {
  const match = url ? /github\.com[/:]([^/\s]+\/[^/\s]+?)(?:\.git)?\/?$/.exec(url.trim()) : null;
  return match?.[1];
}

/**
 * The repository editors commit to: CMS_GITHUB_REPO, else the repository Netlify builds from (REPOSITORY_URL, set
 * in every Netlify build), else this clone's origin. The branch: CMS_BRANCH, else main. The site's name on Netlify:
 * SITE_NAME, which Netlify sets in its builds.
 */
export function cmsSettings(env: NodeJS.ProcessEnv = process.env): CmsSettings {
  let origin: string | undefined;
  try {
    origin = execFileSync('git', ['remote', 'get-url', 'origin'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    origin = undefined;
  }
  return {
    siteUrl: business.siteUrl,
    githubRepo: env.CMS_GITHUB_REPO?.trim() || githubRepoOf(env.REPOSITORY_URL) || githubRepoOf(origin),
    branch: env.CMS_BRANCH?.trim() || 'main',
    ...(env.SITE_NAME?.trim() ? { netlifySite: env.SITE_NAME.trim() } : {}),
  };
}

/** What the previews show for the site's MDX components, per language, from the same sources as the pages. */
export function previewFacts(): PreviewFacts {
  const facts: Partial<PreviewFacts> = {};
  for (const language of LANGUAGES) {
    const t = buildTranslator(language, ['common', 'blog']);
    facts[language] = {
      components: legalFacts(business, language, business.address.country[language], t),
      conclusion: t('blog.conclusion'),
      categories: Object.fromEntries(CATEGORIES.map((category) => [category, t(`blog.categories.${category}`)])),
    };
  }
  return facts as PreviewFacts;
}

/**
 * The site's stylesheet for the previews: src/styles/global.css through the site's own Tailwind configuration, its
 * font files served from /admin/fonts/ (webpack's `~package` paths mean nothing outside the site's build).
 */
async function previewStylesheet(outDir: string): Promise<string> {
  const source = path.join('src', 'styles', 'global.css');
  const fonts = path.join(outDir, 'fonts');
  fs.mkdirSync(fonts, { recursive: true });
  const copyFont = (from: string, name: string) => {
    fs.copyFileSync(from, path.join(fonts, name));
    return `url('/admin/fonts/${name}')`;
  };
  const css = fs
    .readFileSync(source, 'utf8')
    .replace(/url\('~@fontsource-variable\/inter\/files\/([^']+)'\)/g, (_match, file: string) =>
      copyFont(path.join(FONT_PACKAGE, file), file),
    )
    .replaceAll(`url('~${SUBSET_MODULE}')`, () => copyFont(fontSubsetFile(), path.basename(fontSubsetFile())));
  // The faces keep the site's font-display: swap, so the preview, redrawn on every keystroke, shows Inter once it arrives.
  const result = await postcss([tailwindcss(path.resolve('tailwind.config.js')), autoprefixer]).process(css, { from: source });
  return result.css;
}

/**
 * Where an editor sees whether their last publish built: the site's deploys on Netlify (Decap shows no status of
 * its own), in a new tab. Only a build on Netlify knows the site's name; a build elsewhere (npm run cms saves into
 * this folder, with nothing to deploy) shows no link rather than one to a list the editor cannot read.
 */
export function siteBuildsLink(settings: Pick<CmsSettings, 'netlifySite'>): string {
  if (!settings.netlifySite) return '';
  const href = `https://app.netlify.com/sites/${encodeURIComponent(settings.netlifySite)}/deploys`;
  return `<a class="builds-link" href="${href}" target="_blank" rel="noopener noreferrer" data-testid="admin-builds-link">Site builds ↗<small>Is your last publish live? A build takes a few minutes.</small></a>`;
}

/** Where the editor reads the content its whole-entry check compares an entry against (src/cms/editor.tsx). */
export const CONTENT_SNAPSHOT_FILE = 'content-snapshot.json';

/** The snapshot of the content the build checked, next to the editor: the same rules across files run before a save. */
export function writeContentSnapshot(outDir: string, tree: readonly ContentFile[]): void {
  fs.writeFileSync(path.join(outDir, CONTENT_SNAPSHOT_FILE), JSON.stringify(contentSnapshot(tree)));
}

/** The editor's page: Decap fills the body; the owner's inbox is one click away in a corner Decap leaves free. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <meta name="application-name" content="${business.name}" />
    <title>Content manager · ${business.name}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <style>
      .inbox-link {
        position: fixed; left: 1rem; bottom: 1rem; z-index: 400; padding: 0.6rem 1rem; border-radius: 999px;
        background: #0b1f33; color: #fff; font: 600 14px/1.2 system-ui, sans-serif; text-decoration: none;
        box-shadow: 0 4px 14px rgb(0 0 0 / 0.2);
      }
      .inbox-link:focus-visible { outline: 2px solid #c2410c; outline-offset: 2px; }
      .builds-link {
        position: fixed; left: 1rem; bottom: 4rem; z-index: 400; padding: 0.45rem 0.9rem; border-radius: 12px;
        background: #fff; color: #0b1f33; font: 600 13px/1.25 system-ui, sans-serif; text-decoration: none;
        border: 1px solid #cbd5e1; box-shadow: 0 4px 14px rgb(0 0 0 / 0.12);
      }
      .builds-link small { display: block; font-weight: 400; font-size: 12px; color: #475569; }
      .builds-link:focus-visible { outline: 2px solid #c2410c; outline-offset: 2px; }
      /* Over a form it would cover a field, as the inbox link would: both keep to the lists (src/cms/editor.tsx). */
      .inbox-link[hidden] ~ .builds-link { display: none; }
      /* Decap writes a field's errors in capitals: the build check's sentences name titles and people as written.
         ec1nk3l1 is the class Decap 3's styles give its errors list (the e2e test of the reviews checks it); "body"
         outweighs the styles Decap adds after this one. */
      body ul.ec1nk3l1, body ul[class*="-ControlErrorsList"] { text-transform: none; }
    </style>
  </head>
  <body>
    <a class="inbox-link" href="${INBOX_PATH}" data-testid="admin-inbox-link">Leads inbox →</a>
    <!-- SITE_BUILDS_LINK -->
    <!-- Decap starts when cms.js has checked it has somewhere to save (src/cms/start.ts). -->
    <script src="/admin/manual-init.js"></script>
    <script src="/admin/decap-cms.js"></script>
    <script src="/admin/cms.js"></script>
  </body>
</html>
`;

/**
 * /admin/: Decap CMS from the npm package (its main file and the chunks it loads), the configuration built from the
 * content, the site's previews and stylesheet. Nothing comes from another host. Returns the number of collections.
 */
export async function writeCmsAdmin(outDir: string, tree: ContentFile[] = readContentTree(), settings = cmsSettings()): Promise<number> {
  fs.mkdirSync(outDir, { recursive: true });
  for (const file of fs.readdirSync(DECAP_DIST)) {
    if (/^(\d+\.)?decap-cms\.js$/.test(file)) fs.copyFileSync(path.join(DECAP_DIST, file), path.join(outDir, file));
  }
  const config = cmsConfig(tree, settings);
  // JSON is YAML too: Decap reads config.yml, and the file stays what the code built.
  fs.writeFileSync(path.join(outDir, 'config.yml'), `${JSON.stringify(config, null, 2)}\n`);
  await build({
    entryPoints: [path.join('src', 'cms', 'editor.tsx')],
    outfile: path.join(outDir, 'cms.js'),
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    jsx: 'transform',
    jsxFactory: 'h',
    define: {
      PREVIEW_FACTS: JSON.stringify(previewFacts()),
      __ICON_SPRITE__: JSON.stringify(iconSprite().publicPath),
      CONTENT_SNAPSHOT_URL: JSON.stringify(`/admin/${CONTENT_SNAPSHOT_FILE}`),
    },
    logLevel: 'warning',
  });
  writeContentSnapshot(outDir, tree);
  fs.writeFileSync(path.join(outDir, 'preview.css'), await previewStylesheet(outDir));
  // An external file, not an inline script: /admin/'s policy allows only its own files.
  fs.writeFileSync(path.join(outDir, 'manual-init.js'), 'window.CMS_MANUAL_INIT = true;\n');
  fs.writeFileSync(path.join(outDir, 'index.html'), INDEX_HTML.replace('<!-- SITE_BUILDS_LINK -->', siteBuildsLink(settings)));
  writeCmsPictures(outDir);
  return config.collections.length;
}
