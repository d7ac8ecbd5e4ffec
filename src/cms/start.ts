/**
 * How /admin/ starts (Decap waits: the page sets `CMS_MANUAL_INIT`). With a GitHub repository in the configuration,
 * or Decap's local backend (decap-server) answering on this machine, Decap starts as usual. With neither, Decap would
 * only print "GitHub backend needs a repo": the page says instead how to start the editor or connect GitHub.
 */
import type { DecapConfig } from './config';

interface DecapStarter {
  init(): void;
}

/** Decap's own default for `local_backend: true`, and the hosts it tries it from. */
const DEFAULT_LOCAL_BACKEND = 'http://localhost:8081/api/v1';
const LOCAL_HOSTS = ['localhost', '127.0.0.1'];

function localBackendUrl(setting: DecapConfig['local_backend'] | { url?: string }): string | null {
  if (!setting || !LOCAL_HOSTS.includes(window.location.hostname)) return null;
  return typeof setting === 'object' && setting.url ? setting.url : DEFAULT_LOCAL_BACKEND;
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
        <h1 class="mt-2 text-2xl sm:text-3xl">The editor needs a place to save your changes</h1>
        <p class="mt-4 text-slate-700">
          Every change made here is saved as a commit to the site's Git repository. This copy of the site was built
          without one, and no local editor server answers on this computer, so there is nothing to edit yet.
        </p>
        <h2 class="mt-8 text-lg">Edit on this computer</h2>
        <ol class="mt-3 list-decimal space-y-2 pl-5 text-slate-700">
          <li>In the project folder, run <code class="whitespace-nowrap rounded bg-slate-100 px-1.5 py-0.5 text-sm">npm run cms</code>.</li>
          <li>Open <a class="link break-words" href="http://localhost:8000/admin/">http://localhost:8000/admin/</a> and choose <strong>Login</strong>: no account is needed.</li>
          <li>Changes are written straight into <code class="rounded bg-slate-100 px-1.5 py-0.5 text-sm">content/</code> and
            <code class="rounded bg-slate-100 px-1.5 py-0.5 text-sm">locales/</code>, and the site beside the editor shows them at once.</li>
        </ol>
        <p class="mt-3 text-sm text-slate-600">While <code class="whitespace-nowrap rounded bg-slate-100 px-1.5 py-0.5">npm run cms</code> runs, this page opens the editor too: reload it.</p>
        <h2 class="mt-8 text-lg">Edit the live site</h2>
        <p class="mt-3 text-slate-700">
          On Netlify the repository is known (Netlify sets <code class="rounded bg-slate-100 px-1.5 py-0.5 text-sm">REPOSITORY_URL</code>);
          elsewhere, build with <code class="break-words rounded bg-slate-100 px-1.5 py-0.5 text-sm">CMS_GITHUB_REPO=owner/name</code>.
          Editors then sign in with GitHub, through Netlify's OAuth provider; the README's "The content editor" section
          has the three steps.
        </p>
        <div class="mt-8 flex flex-col gap-3 sm:flex-row">
          <button type="button" class="btn-primary" data-action="retry">Try again</button>
          <a class="btn-secondary" href="/admin/leads/">Open the leads inbox</a>
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
  if (config.backend.repo || (local && (await localBackendAnswers(local)))) cms.init();
  else showSetupHelp(config);
}
