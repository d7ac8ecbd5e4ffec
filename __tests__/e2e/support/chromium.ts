import fs from 'fs';

/**
 * The system Chromium every browser tool here uses (Debian's package); no tool downloads its own browser.
 * CHROME_PATH overrides the location.
 */
export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) {
    throw new Error(
      `No Chromium found (looked at ${candidates.join(', ')}). Install it with "apt-get install -y chromium" ` +
        'or point CHROME_PATH at a Chromium or Chrome binary.',
    );
  }
  return found;
}

/**
 * Chromium's headless shell (Debian's chromium-headless-shell, the same version as chromium): the browser Playwright
 * itself runs headless tests in. It draws and runs pages as Chromium does, without the desktop browser around them,
 * and the browser tests take less CPU in it (docs/quality.md, "Measured reasons"). Lighthouse, the benches and the
 * screenshots keep the full browser a visitor has. HEADLESS_SHELL_PATH overrides the location; without one, Chromium.
 */
export function headlessShellPath(): string {
  const candidates = [process.env.HEADLESS_SHELL_PATH, '/usr/bin/chromium-headless-shell'].filter(Boolean) as string[];
  return candidates.find((candidate) => fs.existsSync(candidate)) ?? chromiumPath();
}

/** Flags headless Chromium needs on these machines (root, closed network). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
