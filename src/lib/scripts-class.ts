/**
 * The class an inline head script puts on <html> before the first paint when the browser runs scripts. The server
 * HTML styles itself for that case through Tailwind's `js:` and `no-js:` variants (tailwind.config.js): the intake
 * shows as the wizard it will become, not as the long form a browser without scripts keeps.
 */
export const SCRIPTS_CLASS = 'js';

/** The inline script that sets it; the security headers hash it like every other inline script. */
export function scriptsClassScript(): string {
  return `document.documentElement.classList.add(${JSON.stringify(SCRIPTS_CLASS)})`;
}
