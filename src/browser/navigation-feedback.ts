/**
 * A tap on a link to another page shows at once that it was taken. Gatsby draws the next page only once its code and
 * data are here, which on a slow phone is a second of nothing; meanwhile html[data-navigating] draws a progress line
 * along the top (global.css) and the tapped link is marked busy. Both go when the new page is drawn.
 */
let busyLink: HTMLAnchorElement | null = null;

export function showNavigationStarted(link: HTMLAnchorElement): void {
  document.documentElement.dataset.navigating = '';
  busyLink?.removeAttribute('aria-busy');
  busyLink = link;
  link.setAttribute('aria-busy', 'true');
}

export function navigationFinished(): void {
  if ('navigating' in document.documentElement.dataset) delete document.documentElement.dataset.navigating;
  busyLink?.removeAttribute('aria-busy');
  busyLink = null;
}

/**
 * Gatsby's links stop the browser's own navigation (preventDefault) to make their own: a click that reaches the
 * document prevented, on a link to another page of this site, is one of those.
 */
export function watchNavigations(): void {
  document.addEventListener('click', (event) => {
    if (!event.defaultPrevented || !(event.target instanceof Element)) return;
    const link = event.target.closest('a[href]');
    if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin === window.location.origin && url.pathname !== window.location.pathname) showNavigationStarted(link);
  });
}
