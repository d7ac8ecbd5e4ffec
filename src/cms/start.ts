/**
 * How /admin/ starts (Decap waits: the page sets `CMS_MANUAL_INIT`). With a GitHub repository in the configuration,
 * or Decap's local backend (decap-server) answering on this machine, Decap starts as usual. With neither, Decap would
 * only print "GitHub backend needs a repo": the page says instead how to start the editor or connect GitHub.
 */
import type { DecapConfig } from './config';

interface DecapStarter {
  /**
   * With `load_config_file: false`, Decap takes `config` as the whole configuration (https://decapcms.org/docs/manual-initialization/).
   * Merged over config.yml it would be only when the server calls the file YAML: served as JSON, Decap drops the file.
   */
  init(options?: { config: DecapConfig & { load_config_file: false } }): void;
}

/** Decap's own default for `local_backend: true`, and the hosts it tries it from. */
const DEFAULT_LOCAL_BACKEND = 'http://localhost:8081/api/v1';
const LOCAL_HOSTS = ['localhost', '127.0.0.1'];

function localBackendUrl(setting: DecapConfig['local_backend'] | { url?: string }): string | null {
  if (!setting || !LOCAL_HOSTS.includes(window.location.hostname)) return null;
  return typeof setting === 'object' && setting.url ? setting.url : DEFAULT_LOCAL_BACKEND;
}

/**
 * What the editor's links to the site ("View live", the site's address in the header) point at: on this machine
 * (npm run cms, npm start) the site that runs beside the editor, not the live one the build names.
 */
export function localSiteConfig(location: Pick<Location, 'hostname' | 'origin'>): Pick<DecapConfig, 'site_url' | 'display_url'> | null {
  return LOCAL_HOSTS.includes(location.hostname) ? { site_url: location.origin, display_url: location.origin } : null;
}

/** Whether decap-server answers: the same question Decap asks before it switches to it. */
async function localBackendAnswers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'info' }),
      signal: AbortSignal.timeout(3000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The page shown instead of Decap's error, in the site's own stylesheet (the previews' copy of it). */
function showSetupHelp(config: DecapConfig): void {
  const style = document.createElement('link');
  style.rel = 'stylesheet';
  style.href = '/admin/preview.css';
  document.head.append(style);
  // The page names the business as its <meta name="application-name"> does (src/node/cms.ts).
  const business = escapeHtml(document.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content ?? '');
  const main = document.createElement('main');
  main.className = 'min-h-screen bg-slate-50 px-5 py-10 sm:py-16';
  main.dataset.testid = 'cms-setup';
  main.innerHTML = `
    <div class="mx-auto max-w-2xl">
      <a href="/" class="inline-block"><img src="${escapeHtml(config.logo_url)}" alt="${business}" width="180" height="40" class="h-10 w-auto" /></a>
      <div class="mt-8 rounded-2xl bg-white p-6 shadow-card sm:p-10">
        <p class="text-sm font-semibold uppercase tracking-wide text-accent-600">Content editor</p>
        <h1 class="mt-2 text-2xl sm:text-3xl">This is where you edit your website, once it is connected</h1>
        <p class="mt-4 text-slate-700">
          Here you change your prices, reviews, articles and the other texts of the site yourself, without calling
          anyone: a form for each, a preview beside it, and Publish. This copy of the site is not connected to a place
          to save your changes yet, so there is nothing to edit here today.
        </p>
        <h2 class="mt-8 text-lg">Looking for your leads?</h2>
        <p class="mt-3 text-slate-700">
          The requests visitors send are in the inbox, which works already: open it below and sign in with your inbox
          token.
        </p>
        <h2 class="mt-8 text-lg">Getting in</h2>
        <p class="mt-3 text-slate-700">
          Ask whoever set up your website to connect the editor. After that you sign in here with your GitHub account,
          and every change you publish is on the site within a few minutes.
        </p>
        <details class="mt-8 rounded-xl border border-slate-200 p-4 text-slate-700">
          <summary class="cursor-pointer font-semibold text-brand-900">For your developer</summary>
          <p class="mt-3">Every change is saved as a commit to the site's Git repository. This build has none, and no local editor server answers.</p>
          <ol class="mt-3 list-decimal space-y-2 pl-5">
            <li>On this computer: run <code class="whitespace-nowrap rounded bg-slate-100 px-1.5 py-0.5 text-sm">npm run cms</code> in the project
              folder and open <a class="link break-words" href="http://localhost:8000/admin/">http://localhost:8000/admin/</a> (no account needed);
              changes go straight into <code class="rounded bg-slate-100 px-1.5 py-0.5 text-sm">content/</code> and
              <code class="rounded bg-slate-100 px-1.5 py-0.5 text-sm">locales/</code>. While it runs, reloading this page opens the editor too.</li>
            <li>On the live site: Netlify sets <code class="rounded bg-slate-100 px-1.5 py-0.5 text-sm">REPOSITORY_URL</code>; elsewhere, build
              with <code class="break-words rounded bg-slate-100 px-1.5 py-0.5 text-sm">CMS_GITHUB_REPO=owner/name</code>. Editors sign in with
              GitHub through Netlify's OAuth provider: docs/content-editor.md in the repository has the three steps.</li>
          </ol>
        </details>
        <div class="mt-8 flex flex-col gap-3 sm:flex-row">
          <a class="btn-primary" href="/admin/leads/">Open the leads inbox</a>
          <button type="button" class="btn-secondary" data-action="retry">Try again</button>
          <a class="btn-secondary" href="/">Back to the site</a>
        </div>
      </div>
    </div>`;
  main.querySelector('[data-action="retry"]')?.addEventListener('click', () => window.location.reload());
  document.body.append(main);
  document.querySelector<HTMLElement>('[data-testid="admin-inbox-link"]')?.setAttribute('hidden', '');
}

/** Starts Decap when it has somewhere to save, or explains what is missing. */
export async function startEditor(cms: DecapStarter): Promise<void> {
  const config = (await (await fetch('/admin/config.yml', { cache: 'no-store' })).json()) as DecapConfig;
  const local = localBackendUrl(config.local_backend);
  const localSite = localSiteConfig(window.location);
  // Decap starts on the configuration read here, so that on this machine its links lead to the site beside it.
  if (config.backend.repo || (local && (await localBackendAnswers(local))))
    cms.init({ config: { ...config, ...localSite, load_config_file: false } });
  else showSetupHelp(config);
}
