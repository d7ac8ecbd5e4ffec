import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import business from '../../../content/site/business.json';
import { ADAPTER_BASE_HEADERS, SECURITY_HEADERS } from '../../../src/lib/security-headers';
import { policiesFor } from '../../support/headers-file';

export { ENGLISH_ONLY } from '../../support/english-only';

/** gatsby serve sends no headers of its own: add the production ones to every document response, by its address. */
export async function enforceProductionHeaders(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const headers = { ...response.headers() };
    for (const { key, value } of [...SECURITY_HEADERS, ...ADAPTER_BASE_HEADERS]) headers[key] = value;
    const [policy] = policiesFor(new URL(route.request().url()).pathname);
    // The test server is plain http on loopback.
    if (policy) headers['content-security-policy'] = policy.replace('; upgrade-insecure-requests', '');
    return route.fulfill({ response, headers });
  });
}

/** The success criteria axe-core checks against: WCAG 2.2 AA, and the levels it builds on. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core's audit of the page (or of `include`), with the page's looping animations (the hero's availability dot)
 * held still while it reads: a running animation leaves the style dirty every frame, and axe reads computed styles
 * thousands of times, which made one audit of the home page take 6 to 11 s instead of 2. Held, not removed: the
 * contrast axe measures is the animation's current frame either way.
 *
 * Only the result types a test reads come back whole (axe keeps one example node of the others): the home page's full
 * results were 667 kB to carry to the test, 52 kB this way. And axe joins its results in the page itself (the
 * builder's legacy mode) rather than in a blank page it opens for the purpose, which is how it reaches frames from
 * other hosts: the site has none (no page loads anything from another host, pages.spec.ts), and the home page's audit
 * took 1.7-2.3 s this way against 3.7-5.1 s (2026-11-27, this 2-core machine, both workers busy).
 */
export async function axeAudit(
  page: Page,
  {
    include,
    tags = WCAG_AA,
    resultTypes = ['violations'],
  }: { include?: string; tags?: string[]; resultTypes?: Array<'violations' | 'incomplete' | 'passes' | 'inapplicable'> } = {},
) {
  await page.evaluate(() => {
    const held = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime === Infinity);
    for (const animation of held) animation.pause();
    (window as unknown as { heldForAudit: Animation[] }).heldForAudit = held;
  });
  try {
    const builder = new AxeBuilder({ page }).options({ resultTypes }).withTags(tags).setLegacyMode(true);
    return await (include ? builder.include(include) : builder).analyze();
  } finally {
    await page
      .evaluate(() => (window as unknown as { heldForAudit?: Animation[] }).heldForAudit?.forEach((animation) => animation.play()))
      .catch(() => undefined);
  }
}

/** Every Content-Security-Policy violation the page reports, as "directive blocked-address". */
export async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

/**
 * Side-by-side columns of the page's main content where one ends a third shorter than the one beside it and is not
 * sticky, as "container: a column of x px beside y px".
 */
export function unbalancedColumns(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    /** The box of what is visible in an element: its own box when it paints one, else the union of its text and children. */
    const extent = (element: Element): { top: number; bottom: number } | null => {
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') return null;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) return null;
      const paints =
        ['IMG', 'SVG', 'svg', 'VIDEO', 'INPUT', 'SELECT', 'TEXTAREA', 'BUTTON', 'IFRAME'].includes(element.tagName) ||
        style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
        style.backgroundImage !== 'none' ||
        parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth) > 0 ||
        style.boxShadow !== 'none';
      if (paints) return { top: rect.top, bottom: rect.bottom };
      let top = Infinity;
      let bottom = -Infinity;
      for (const node of element.childNodes) {
        let box: { top: number; bottom: number } | null = null;
        if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          const textRect = range.getBoundingClientRect();
          box = textRect.height > 0 ? { top: textRect.top, bottom: textRect.bottom } : null;
        } else if (node.nodeType === Node.ELEMENT_NODE) box = extent(node as Element);
        if (box) {
          top = Math.min(top, box.top);
          bottom = Math.max(bottom, box.bottom);
        }
      }
      return top < bottom ? { top, bottom } : null;
    };
    const sticky = (element: Element) =>
      [element, ...element.querySelectorAll('*')].slice(0, 3).some((node) => getComputedStyle(node).position === 'sticky');
    const found: string[] = [];
    for (const container of document.querySelectorAll('main *')) {
      const style = getComputedStyle(container);
      const sideBySide = style.display === 'grid' || (style.display === 'flex' && style.flexDirection.startsWith('row'));
      if (!sideBySide) continue;
      const columns = [...container.children].filter((child) => child.getBoundingClientRect().width >= 240);
      // Columns that start on the same line sit side by side.
      const rows = new Map<number, Element[]>();
      for (const column of columns) {
        const top = Math.round(column.getBoundingClientRect().top / 8);
        rows.set(top, [...(rows.get(top) ?? []), column]);
      }
      for (const row of rows.values()) {
        if (row.length < 2) continue;
        const measured = row.map((column) => ({ column, box: extent(column), sticky: sticky(column) }));
        const heights = measured.filter((entry) => entry.box).map((entry) => entry.box!.bottom - entry.box!.top);
        const tallest = Math.max(...heights);
        // Columns of a section, not the items of a list or a row of form fields.
        if (tallest < 200) continue;
        for (const entry of measured) {
          if (!entry.box || entry.sticky) continue;
          const height = entry.box.bottom - entry.box.top;
          if (height < (tallest * 2) / 3) {
            const label = `${container.tagName.toLowerCase()}.${String(container.className).split(' ').slice(0, 3).join('.')}`;
            found.push(`${label}: a column of ${Math.round(height)} px beside ${Math.round(tallest)} px`);
          }
        }
      }
    }
    return found;
  });
}

const NUMBERS: Record<string, number> = {
  a: 1,
  one: 1,
  een: 1,
  two: 2,
  twee: 2,
  three: 3,
  drie: 3,
  four: 4,
  vier: 4,
  five: 5,
  vijf: 5,
  six: 6,
  zes: 6,
};

/** The smallest elements whose text matches: a sentence, a list item, a label. */
const sentencesMatching = (page: Page, source: string) =>
  page.evaluate((pattern) => {
    const matching = (element: Element) => new RegExp(pattern, 'i').test(element.textContent ?? '');
    return [...document.querySelectorAll('main *')]
      .filter((element) => matching(element) && ![...element.children].some(matching))
      .map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim());
  }, source);

/**
 * Claims a demanding visitor compares across pages, as the sentences that break them: "no setup fee" without saying
 * when it holds, a delivery time longer than the configured guarantee.
 */
export async function claimsThatDisagree(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const sentence of await sentencesMatching(page, 'no setup fee|geen opstartkosten')) {
    if (!/standard website|standaardwebsite|billed monthly|betaal je per maand|je offerte heeft geen/i.test(sentence))
      found.push(`no condition: ${sentence}`);
  }
  const weeks = /\b(\d+|a|one|two|three|four|five|six|een|twee|drie|vier|vijf|zes)[ -](?:weeks?|weken)\b/gi;
  for (const sentence of await sentencesMatching(page, weeks.source)) {
    for (const [, count] of sentence.matchAll(weeks)) {
      const number = Number(count) || NUMBERS[count!.toLowerCase()] || 0;
      if (number > business.claims.launchWeeks) found.push(`longer than ${business.claims.launchWeeks} weeks: ${sentence}`);
    }
  }
  return found;
}
