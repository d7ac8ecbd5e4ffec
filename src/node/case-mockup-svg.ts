import type { MockupView } from '../lib/asset-paths';
import { detailKind, phoneFeature } from '../lib/case-site/mockup-choice';
import { DEFAULT_MINUTES, startTimes } from '../lib/case-site/booking';
import { clockFor, openDays } from '../lib/case-site/hours';
import type { Clock } from '../lib/format';
import type { PortfolioCaseItem } from '../lib/content-model';
import type { TradeMotif } from '../lib/cover-choices';
import { STYLES } from '../lib/forms/options';
import { formatPhone } from '../lib/site-preview/phone';
import { PREVIEW_THEMES, type PreviewTheme } from '../lib/site-preview/theme';
import { hash, mix, n } from './covers/drawing';
import {
  box,
  fitLine,
  headingStyle,
  headingWords,
  icon,
  lineWidth,
  paragraph,
  quiet,
  shadow,
  stars,
  text,
  wrapLines,
  type IconName,
  type TextStyle,
} from './case-mockup-parts';
import { callButton, logo, motifDefinitions, picture, strong, type MockupSite } from './case-mockup-site';

/**
 * The three mockups of a portfolio case, drawn from its data (content/portfolio/cases.json): its site on a laptop, the
 * feature it is known for on a phone, and a close-up of another section. Every word is the case's own, in its client's
 * language; the colours, corners and type are its style's (src/lib/site-preview/theme.ts), the phone is printed as
 * its site prints it. 800 x 560 like the drawings they replace; src/node/case-mockups.ts renders them to WebP.
 */

export const MOCKUP_WIDTH = 800;
export const MOCKUP_HEIGHT = 560;

export type MockupCase = Pick<PortfolioCaseItem, 'slug' | 'client' | 'location' | 'phone' | 'style' | 'market' | 'features' | 'site'>;
type Feature = MockupCase['features'][number];
type Site = MockupCase['site'];

interface Context {
  item: MockupCase;
  site: MockupSite;
  theme: PreviewTheme;
  id: string;
  locale: string;
  content: Site;
}

/**
 * A headline set whole: the largest of the sizes at which it fits `maxLines` lines, cut only when even the smallest
 * does not (a client would not have their headline cut short).
 */
function fittedHeadline(
  c: Context,
  words: string,
  width: number,
  sizes: readonly number[],
  maxLines: number,
  fill: string,
): { lines: string[]; style: TextStyle } {
  const heading = headingWords(c.theme, words, c.locale);
  for (const size of sizes) {
    const style = headingStyle(c.theme, size, fill);
    const lines = wrapLines(heading, width, style, maxLines + 1);
    if (lines.length <= maxLines) return { lines, style };
  }
  const style = headingStyle(c.theme, sizes[sizes.length - 1]!, fill);
  return { lines: wrapLines(heading, width, style, maxLines), style };
}

/** The text's whole sentences that fit `maxLines` lines, from the first; none when the first alone does not. */
function sentencesThatFit(words: string, width: number, style: TextStyle, maxLines: number): string[] {
  if (maxLines <= 0) return [];
  const sentences = words.split(/(?<=[.!?])\s+/);
  let fitting: string[] = [];
  for (let count = 1; count <= sentences.length; count += 1) {
    const lines = wrapLines(sentences.slice(0, count).join(' '), width, style, maxLines + 1);
    if (lines.length > maxLines) break;
    fitting = lines;
  }
  // A sentence cut short reads as a mistake: none rather than half of one.
  return fitting;
}

function featureText(item: MockupCase, feature: Feature): string {
  return feature.text[item.market] ?? '';
}

function context(item: MockupCase, motif: TradeMotif, variant: number): Context {
  const theme = PREVIEW_THEMES[item.style];
  const locale = item.market;
  return {
    item,
    theme,
    locale,
    content: item.site,
    id: `m${hash(item.slug).toString(36)}`,
    site: {
      client: item.client,
      tagline: item.site.tagline,
      logo: item.site.logo,
      theme,
      phone: formatPhone(item.phone, item.market).display,
      locale,
      motif,
      // The styles start at different layouts, so cases of different styles differ in more than colour too.
      variant: variant + STYLES.indexOf(item.style),
    },
  };
}

/** The backdrop the devices stand on: the style's page and hero colours, soft light from one corner. */
function backdrop(c: Context, extraDefinitions = ''): string {
  const { theme, id } = c;
  const from = mix(theme.surface, theme.hero, 0.1);
  const to = mix(theme.surface, theme.hero, 0.28);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${MOCKUP_WIDTH}" height="${MOCKUP_HEIGHT}" viewBox="0 0 ${MOCKUP_WIDTH} ${MOCKUP_HEIGHT}">` +
    `<defs><linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<linearGradient id="${id}-base" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e2e8f0"/><stop offset="1" stop-color="#94a3b8"/></linearGradient>` +
    `<filter id="${id}-grey"><feColorMatrix type="saturate" values="0.1"/></filter>` +
    motifDefinitions(theme, id) +
    extraDefinitions +
    `</defs>` +
    `<rect width="${MOCKUP_WIDTH}" height="${MOCKUP_HEIGHT}" fill="url(#${id}-bg)"/>` +
    `<circle cx="${c.site.variant % 2 ? 90 : 710}" cy="70" r="150" fill="#ffffff" opacity="0.35"/>` +
    `<circle cx="${c.site.variant % 2 ? 720 : 70}" cy="520" r="110" fill="#ffffff" opacity="0.25"/>`
  );
}

/** The site's header: logo, the services as its navigation where they fit, the call button. */
function header(c: Context, width: number, height: number): string {
  const { theme, site, content } = c;
  const call = callButton(site, 0, 0, height * 0.56, 10);
  const buttonX = width - 18 - call.width;
  const mark = logo(site, 18, height / 2, 1);
  const navStyle: TextStyle = { size: 9, weight: 500, fill: theme.muted };
  // The services as the menu, in their order, as many as fit between the logo and the button.
  const gap = 18;
  const room = buttonX - 16 - (18 + mark.width + 24);
  const items: Array<{ words: string; width: number }> = [];
  for (const service of content.services.slice(0, 3)) {
    const words = headingWords(theme, service.name, c.locale);
    const wordWidth = lineWidth(words, navStyle);
    if (items.reduce((sum, item) => sum + item.width + gap, 0) + wordWidth > room) break;
    items.push({ words, width: wordWidth });
  }
  let navX = buttonX - 16 - items.reduce((sum, item) => sum + item.width + gap, -gap);
  const nav = items.map((item) => {
    const svg = text(navX, height / 2 + 3, item.words, navStyle);
    navX += item.width + gap;
    return svg;
  });
  return (
    box(0, 0, width, height, 0, theme.page) +
    `<path d="M0 ${n(height - 0.5)}H${n(width)}" stroke="${theme.line}"/>` +
    mark.svg +
    nav.join('') +
    `<g transform="translate(${n(buttonX)} ${n(height * 0.22)})">${call.svg}</g>`
  );
}

/** The desktop view: a laptop showing the top of the client's site. */
function desktop(c: Context): string {
  const { theme, site, content, id, item } = c;
  const [screenX, screenY, screenWidth, screenHeight] = [76, 34, 648, 414];
  const chrome = 26;
  const headerHeight = 50;
  const heroTop = chrome + headerHeight;
  const heroHeight = 214;
  // Three hero layouts, by case: the picture framed on the right, framed on the left, or running off the right edge.
  const layout = site.variant % 3;
  const column = { x: layout === 1 ? 324 : 30, width: 294 };
  const pictureBox =
    layout === 2
      ? { x: 346, y: heroTop, width: screenWidth - 346, height: heroHeight, radius: 0 }
      : { x: layout === 1 ? 22 : 350, y: heroTop + 16, width: 276, height: heroHeight - 32, radius: theme.radius * 1.2 };
  const eyebrowStyle: TextStyle = { size: 8.5, weight: 700, fill: theme.heroMuted, spacing: 1 };
  const { lines: headlineLines, style: headline } = fittedHeadline(
    c,
    content.headline,
    column.width,
    theme.uppercase ? [20, 18, 16] : [24, 21, 19, 17],
    3,
    theme.heroText,
  );
  const aboutStyle: TextStyle = { size: 9.5, fill: theme.heroMuted };
  const headlineBottom = heroTop + 46 + (headlineLines.length - 1) * headline.size * 1.15;
  // The owner's first sentence under the headline, as many lines as the hero has room for.
  const aboutRoom = Math.floor((heroTop + heroHeight - 62 - (headlineBottom + 18)) / 12.5);
  const aboutLines = sentencesThatFit(content.about, column.width, aboutStyle, Math.min(2, aboutRoom));
  const buttonY = headlineBottom + 18 + aboutLines.length * 12.5;
  const call = callButton(site, column.x, buttonY, 30, 11.5);
  const areas = fitLine(content.areas.slice(0, 4).join(' · '), column.width - 14, { size: 8.5, fill: theme.heroMuted });
  const servicesTop = heroTop + heroHeight + 14;
  const cardWidth = (screenWidth - 40 - 24) / 3;
  const cards = content.services.slice(0, 3).map((service, index) => {
    const x = 20 + index * (cardWidth + 12);
    // The name whole, a size smaller where it is long (capitals with tracking run wide).
    const name = headingWords(theme, service.name, c.locale);
    const nameStyle =
      [10.5, 9.5, 8.5].map((size) => headingStyle(theme, size, theme.ink)).find((style) => lineWidth(name, style) <= cardWidth - 24) ??
      headingStyle(theme, 8.5, theme.ink);
    const lineStyle: TextStyle = { size: 8.5, fill: theme.muted };
    return (
      box(x, servicesTop, cardWidth, 96, theme.radius, theme.surface, ` stroke="${theme.line}"`) +
      box(x + 12, servicesTop + 12, 18, 3, 1.5, theme.accent) +
      text(x + 12, servicesTop + 32, fitLine(name, cardWidth - 24, nameStyle), nameStyle) +
      // Three lines of its description where the card has no price to show.
      paragraph(x + 12, servicesTop + 47, wrapLines(service.line, cardWidth - 24, lineStyle, service.price ? 2 : 3), lineStyle, 11) +
      (service.price ? text(x + 12, servicesTop + 82, service.price, { size: 10, weight: 700, fill: theme.ink }) : '')
    );
  });
  const screen =
    box(0, 0, screenWidth, screenHeight, 0, theme.page) +
    // The browser's bar: its tab carries the client's name.
    box(0, 0, screenWidth, chrome, 0, '#e8edf3') +
    [14, 27, 40].map((x, index) => `<circle cx="${x}" cy="13" r="4" fill="${['#f87171', '#fbbf24', '#34d399'][index]}"/>`).join('') +
    box(60, 5, 190, chrome - 5, 6, '#ffffff') +
    box(70, 10, 10, 10, theme.radius * 0.3, theme.accent) +
    text(88, 18, fitLine(site.client, 150, { size: 8, weight: 500, fill: '#334155' }), { size: 8, weight: 500, fill: '#334155' }) +
    `<g transform="translate(0 ${chrome})">${header(c, screenWidth, headerHeight)}</g>` +
    box(0, heroTop, screenWidth, heroHeight, 0, theme.hero) +
    text(column.x, heroTop + 24, fitLine(item.location.toLocaleUpperCase(c.locale), column.width, eyebrowStyle), eyebrowStyle) +
    paragraph(column.x, heroTop + 46, headlineLines, headline, headline.size * 1.15) +
    paragraph(column.x, headlineBottom + 18, aboutLines, aboutStyle, 12.5) +
    call.svg +
    icon('pin', column.x + 4, buttonY + 46, 8, theme.heroMuted) +
    text(column.x + 12, buttonY + 49, areas, { size: 8.5, fill: theme.heroMuted }) +
    picture(site, id, pictureBox.x, pictureBox.y, pictureBox.width, pictureBox.height, { radius: pictureBox.radius }) +
    (layout === 2
      ? `<path d="M${pictureBox.x - 1} ${heroTop}h44L${pictureBox.x - 1} ${heroTop + heroHeight}Z" fill="${theme.hero}"/>`
      : '') +
    cards.join('');
  return (
    backdrop(c, `<clipPath id="${id}-screen"><rect width="${screenWidth}" height="${screenHeight}"/></clipPath>`) +
    `<ellipse cx="400" cy="486" rx="360" ry="12" fill="#0b1f33" opacity="0.16"/>` +
    shadow(62, 20, 676, 444, 18, '#0b1f33') +
    box(62, 20, 676, 444, 18, '#1e293b') +
    `<circle cx="400" cy="27" r="2.4" fill="#475569"/>` +
    `<g transform="translate(${screenX} ${screenY})" clip-path="url(#${id}-screen)">${screen}</g>` +
    `<path d="M20 464H780L760 482Q756 486 748 486H52Q44 486 40 482Z" fill="url(#${id}-base)"/>` +
    box(356, 464, 88, 6, 3, '#94a3b8') +
    `</svg>\n`
  );
}

/* Phones ------------------------------------------------------------------------------------------ */

const PHONE = { width: 236, height: 488, bezel: 9 };

function phoneFrame(c: Context, x: number, y: number, screen: string, name: string): string {
  const { id } = c;
  const [width, height] = [PHONE.width - PHONE.bezel * 2, PHONE.height - PHONE.bezel * 2];
  return (
    shadow(x, y, PHONE.width, PHONE.height, 38, '#0b1f33') +
    box(x, y, PHONE.width, PHONE.height, 38, '#0f172a') +
    `<clipPath id="${id}-${name}"><rect width="${width}" height="${height}" rx="30"/></clipPath>` +
    `<g transform="translate(${x + PHONE.bezel} ${y + PHONE.bezel})" clip-path="url(#${id}-${name})">${box(0, 0, width, height, 0, c.theme.page)}${screen}</g>` +
    box(x + PHONE.width / 2 - 34, y + PHONE.bezel + 6, 68, 16, 8, '#0f172a')
  );
}

const SCREEN_WIDTH = PHONE.width - PHONE.bezel * 2;

/** The phone's header: the logo, and a round call button beside it. */
function phoneHeader(c: Context): string {
  const { theme, site } = c;
  const mark = logo(site, 14, 50, 0.78, SCREEN_WIDTH - 64);
  return (
    box(0, 0, SCREEN_WIDTH, 70, 0, theme.page) +
    `<path d="M0 69.5H${SCREEN_WIDTH}" stroke="${theme.line}"/>` +
    `<g>${mark.svg}</g>` +
    `<circle cx="${SCREEN_WIDTH - 26}" cy="50" r="13" fill="${theme.accent}"/>` +
    icon('phone', SCREEN_WIDTH - 26, 50, 11, theme.accentText)
  );
}

/** The phone with the top of the site: headline, call button, picture, first services. */
function phoneHome(c: Context): string {
  const { theme, site, content, id, item } = c;
  const { lines, style: headline } = fittedHeadline(
    c,
    content.headline,
    SCREEN_WIDTH - 32,
    theme.uppercase ? [16, 14.5, 13] : [19, 17, 15.5, 14],
    4,
    theme.heroText,
  );
  const bottom = 100 + (lines.length - 1) * headline.size * 1.15;
  const call = callButton(site, 16, bottom + 18, 36, 12, SCREEN_WIDTH - 32);
  const heroBottom = bottom + 70;
  const services = content.services.slice(0, 3).map((service, index) => {
    const y = heroBottom + 124 + index * 44;
    const nameStyle = headingStyle(theme, 10.5, theme.ink);
    // The price beside the line, under the name: the name gets the whole width.
    const priceWidth = service.price ? lineWidth(service.price, { size: 9, weight: 700, fill: theme.ink }) + 8 : 0;
    return (
      box(16, y, SCREEN_WIDTH - 32, 38, theme.radius, theme.surface) +
      text(28, y + 16, fitLine(headingWords(theme, service.name, c.locale), SCREEN_WIDTH - 56, nameStyle), nameStyle) +
      text(28, y + 29, fitLine(service.line, SCREEN_WIDTH - 56 - priceWidth, { size: 8, fill: theme.muted }), {
        size: 8,
        fill: theme.muted,
      }) +
      (service.price ? text(SCREEN_WIDTH - 28, y + 29, service.price, { size: 9, weight: 700, fill: theme.ink, anchor: 'end' }) : '')
    );
  });
  return (
    phoneHeader(c) +
    box(0, 70, SCREEN_WIDTH, heroBottom - 70, 0, theme.hero) +
    text(
      16,
      88,
      fitLine(item.location.toLocaleUpperCase(c.locale), SCREEN_WIDTH - 32, {
        size: 7.5,
        weight: 700,
        fill: theme.heroMuted,
        spacing: 0.8,
      }),
      {
        size: 7.5,
        weight: 700,
        fill: theme.heroMuted,
        spacing: 0.8,
      },
    ) +
    paragraph(16, 108, lines, headline, headline.size * 1.15) +
    call.svg +
    picture(site, id, 16, heroBottom + 12, SCREEN_WIDTH - 32, 104) +
    services.join('')
  );
}

/** A form field holding sample words (the case's own: a service, a customer, a town), an icon saying what it asks. */
function field(c: Context, y: number, value: string, lead: IconName | 'select', lines: readonly string[] = [value]): string {
  const { theme } = c;
  const height = 20 + lines.length * 12;
  const style: TextStyle = { size: 9.5, fill: theme.ink };
  const textX = lead === 'select' ? 28 : 40;
  return (
    box(16, y, SCREEN_WIDTH - 32, height, Math.min(theme.radius, 10), theme.page, ` stroke="${quiet(theme.page, theme.ink, 0.22)}"`) +
    (lead === 'select'
      ? `<path d="M${SCREEN_WIDTH - 38} ${y + height / 2 - 2}l4 4l4 -4" stroke="${theme.muted}" stroke-width="1.5" fill="none" stroke-linecap="round"/>`
      : icon(lead, 28, y + 16, 10, theme.muted)) +
    paragraph(
      textX,
      y + 19.5,
      lines.map((line) => fitLine(line, SCREEN_WIDTH - 32 - textX - 22, style)),
      style,
      12,
    )
  );
}

/** The emergency or quote form: the service, the customer and their town, what happened, a photo, the call line. */
function formScreen(c: Context, top: number): string {
  const { theme, content, site } = c;
  const [service] = content.services;
  const [review] = content.reviews;
  const photoTop = top + 174;
  const button = strong(theme);
  const describeStyle: TextStyle = { size: 9.5, fill: theme.ink };
  return (
    field(c, top + 8, service?.name ?? '', 'select') +
    field(c, top + 46, review?.author ?? '', 'person') +
    field(c, top + 84, review?.town ?? content.areas[0] ?? '', 'pin') +
    field(c, top + 122, service?.line ?? '', 'pencil', wrapLines(service?.line ?? '', SCREEN_WIDTH - 94, describeStyle, 2)) +
    // The photo field: a photo of the job taken on the phone (the trade's picture) beside the camera button.
    box(
      16,
      photoTop,
      SCREEN_WIDTH - 32,
      78,
      Math.min(theme.radius, 10),
      theme.surface,
      ` stroke="${quiet(theme.surface, theme.ink, 0.3)}" stroke-dasharray="4 3"`,
    ) +
    picture({ ...site, variant: site.variant + 1 }, c.id, 26, photoTop + 10, 84, 58) +
    `<circle cx="${SCREEN_WIDTH - 62}" cy="${photoTop + 39}" r="20" fill="${theme.accent}"/>` +
    icon('camera', SCREEN_WIDTH - 62, photoTop + 39, 17, theme.accentText) +
    box(16, photoTop + 92, SCREEN_WIDTH - 32, 36, theme.radius, button.fill) +
    icon('arrow', SCREEN_WIDTH / 2, photoTop + 110, 14, button.text) +
    icon(
      'phone',
      SCREEN_WIDTH / 2 - lineWidth(site.phone, { size: 11, weight: 700, fill: theme.ink }) / 2 - 4,
      photoTop + 151,
      11,
      theme.ink,
    ) +
    text(SCREEN_WIDTH / 2 + 6, photoTop + 155, site.phone, { size: 11, weight: 700, fill: theme.ink, anchor: 'middle' })
  );
}

/**
 * Times a booking can start on the first day the case's hours open: the same times its site's booking picker offers
 * (src/lib/case-site/booking.ts), on its market's clock.
 */
export function bookingTimes(hours: Site['hours'], minutes: number | undefined, count: number, clock: Clock = '24h'): string[] {
  const first = openDays(hours)[0];
  return first ? startTimes(first.window, minutes ?? DEFAULT_MINUTES, clock).slice(0, count) : [];
}

/** Monday to Saturday as the client's language abbreviates them. */
function weekDays(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  // 1 January 2024 was a Monday.
  return Array.from({ length: 6 }, (_, index) => format.format(Date.UTC(2024, 0, 1 + index)).replace('.', ''));
}

function bookingScreen(c: Context, top: number): string {
  const { theme, content } = c;
  const service = content.services.find((candidate) => candidate.minutes) ?? content.services[0];
  const times = bookingTimes(content.hours, service?.minutes, 8, clockFor(c.item.phone));
  const days = weekDays(c.locale);
  const chosenDay = 2 + (c.site.variant % 3);
  const dayWidth = (SCREEN_WIDTH - 32 - 5 * 5) / 6;
  const dayRow = days
    .map((day, index) => {
      const x = 16 + index * (dayWidth + 5);
      const chosen = index === chosenDay;
      return (
        box(x, top + 64, dayWidth, 34, Math.min(theme.radius, 12), chosen ? theme.accent : theme.surface) +
        text(x + dayWidth / 2, top + 85, day, { size: 8.5, weight: 700, fill: chosen ? theme.accentText : theme.ink, anchor: 'middle' })
      );
    })
    .join('');
  const slotWidth = (SCREEN_WIDTH - 32 - 8) / 2;
  const slots = times
    .map((time, index) => {
      const [x, y] = [16 + (index % 2) * (slotWidth + 8), top + 112 + Math.floor(index / 2) * 36];
      const chosen = index === 1 + (c.site.variant % 3);
      const picked = strong(theme);
      return (
        box(
          x,
          y,
          slotWidth,
          28,
          Math.min(theme.radius, 14),
          chosen ? picked.fill : theme.page,
          chosen ? '' : ` stroke="${quiet(theme.page, theme.ink, 0.2)}"`,
        ) + text(x + slotWidth / 2, y + 18, time, { size: 10, weight: 600, fill: chosen ? picked.text : theme.ink, anchor: 'middle' })
      );
    })
    .join('');
  const serviceStyle = headingStyle(theme, 10.5, theme.ink);
  const priceWidth = service?.price ? lineWidth(service.price, { size: 9, weight: 700, fill: theme.ink }) : 0;
  return (
    box(16, top + 8, SCREEN_WIDTH - 32, 46, theme.radius, theme.surface) +
    text(
      28,
      top + 27,
      fitLine(
        headingWords(theme, service?.name ?? '', c.locale),
        SCREEN_WIDTH - 66 - (service?.minutes ? lineWidth(`${service.minutes} min`, { size: 9, weight: 700, fill: theme.muted }) : 0),
        serviceStyle,
      ),
      serviceStyle,
    ) +
    text(28, top + 42, fitLine(service?.line ?? '', SCREEN_WIDTH - 70 - priceWidth, { size: 8, fill: theme.muted }), {
      size: 8,
      fill: theme.muted,
    }) +
    (service?.minutes
      ? text(SCREEN_WIDTH - 28, top + 27, `${service.minutes} min`, { size: 9, weight: 700, fill: theme.muted, anchor: 'end' })
      : '') +
    (service?.price ? text(SCREEN_WIDTH - 28, top + 42, service.price, { size: 9, weight: 700, fill: theme.ink, anchor: 'end' }) : '') +
    dayRow +
    slots +
    box(16, top + 272, SCREEN_WIDTH - 32, 36, theme.radius, theme.accent) +
    icon('check', SCREEN_WIDTH / 2, top + 290, 14, theme.accentText)
  );
}

/** The price list: each service with its line, its time and its price. */
function priceRows(c: Context, x: number, top: number, width: number, rowHeight: number, count: number, scale = 1): string {
  const { theme, content } = c;
  const nameStyle = headingStyle(theme, 10.5 * scale, theme.ink);
  const lineStyle: TextStyle = { size: 8 * scale, fill: theme.muted };
  return content.services
    .slice(0, count)
    .map((service, index) => {
      const y = top + index * rowHeight;
      const time = service.minutes ? `${service.minutes} min` : '';
      return (
        `<path d="M${x} ${n(y + rowHeight - 0.5)}H${x + width}" stroke="${theme.line}"/>` +
        text(
          x,
          y + 18 * scale,
          fitLine(
            headingWords(theme, service.name, c.locale),
            width - 12 * scale - (service.price ? lineWidth(service.price, { size: 10.5 * scale, weight: 700, fill: theme.ink }) : 0),
            nameStyle,
          ),
          nameStyle,
        ) +
        text(x, y + 32 * scale, fitLine(service.line, width - 70 * scale, lineStyle), lineStyle) +
        (service.price
          ? text(x + width, y + 18 * scale, service.price, { size: 10.5 * scale, weight: 700, fill: theme.ink, anchor: 'end' })
          : '') +
        (time
          ? icon('clock', x + width - lineWidth(time, lineStyle) - 8 * scale, y + 29.5 * scale, 8 * scale, theme.muted) +
            text(x + width, y + 32 * scale, time, { ...lineStyle, anchor: 'end' })
          : '')
      );
    })
    .join('');
}

/** Before and after: the same job grey and worn, then finished, split by a handle. */
function beforeAfterScreen(c: Context, top: number): string {
  const { theme, site, id } = c;
  const [x, width, height] = [16, SCREEN_WIDTH - 32, 190];
  const half = width / 2;
  return (
    picture(site, id, x, top + 8, width, height, { greyscale: true }) +
    `<clipPath id="${id}-after"><rect x="${x + half}" y="${top + 8}" width="${half}" height="${height}"/></clipPath>` +
    `<g clip-path="url(#${id}-after)">${picture(site, `${id}`, x, top + 8, width, height)}</g>` +
    `<path d="M${x + half} ${top + 8}V${top + 8 + height}" stroke="#ffffff" stroke-width="2.5"/>` +
    `<circle cx="${x + half}" cy="${top + 8 + height / 2}" r="13" fill="#ffffff"/>` +
    `<path d="M${x + half - 7} ${top + 8 + height / 2}l4 -4v8zM${x + half + 7} ${top + 8 + height / 2}l-4 -4v8z" fill="${theme.ink}"/>` +
    priceRows(c, 16, top + 210, SCREEN_WIDTH - 32, 44, 2)
  );
}

/** The customer's town after their name, where it fits whole. */
function townAfter(town: string, x: number, right: number, y: number, style: TextStyle): string {
  const words = `· ${town}`;
  return x + lineWidth(words, style) <= right ? text(x, y, words, style) : '';
}

/** A review card: stars, the customer's words, their name and town. */
function reviewCard(
  c: Context,
  review: Site['reviews'][number],
  x: number,
  y: number,
  width: number,
  lines: number,
  scale = 1,
  minHeight = 0,
): string {
  const { theme } = c;
  const style: TextStyle = { size: 9.5 * scale, fill: theme.ink };
  const words = wrapLines(`“${review.text}”`, width - 28 * scale, style, lines);
  const height = Math.max(minHeight, 44 * scale + words.length * 13 * scale + 22 * scale);
  return (
    box(x, y, width, height, theme.radius, theme.surface) +
    stars(x + 18 * scale, y + 18 * scale, 9 * scale, theme.accent) +
    paragraph(x + 14 * scale, y + 40 * scale, words, style, 13 * scale) +
    text(x + 14 * scale, y + height - 14 * scale, review.author, { size: 9.5 * scale, weight: 700, fill: theme.ink }) +
    townAfter(
      review.town,
      x + 14 * scale + lineWidth(review.author, { size: 9.5 * scale, weight: 700, fill: theme.ink }) + 6 * scale,
      x + width - 10 * scale,
      y + height - 14 * scale,
      {
        size: 9 * scale,
        fill: theme.muted,
      },
    )
  );
}

function reviewsScreen(c: Context, top: number): string {
  return c.content.reviews
    .slice(0, 3)
    .map((review, index) => reviewCard(c, review, 16, top + 8 + index * 112, SCREEN_WIDTH - 32, 3))
    .join('');
}

/** The service area: a map in the style's colours, the client's pin in the middle and its towns around it. */
function areaMap(c: Context, x: number, y: number, width: number, height: number, size = 9): string {
  const { theme, id, content } = c;
  const clip = `${id}-map-${x}-${y}`;
  const water = mix(theme.surface, theme.hero, 0.25);
  const offset = (c.site.variant % 5) * 9;
  const [cx, cy] = [x + width / 2, y + height * 0.47];
  const towns = content.areas.slice(0, 8);
  const labelStyle: TextStyle = { size, weight: 600, fill: theme.ink };
  const labels = towns
    .map((town, index) => {
      // Round the pin, starting at a different angle per case; alternate rings keep neighbours apart.
      const angle = (index / towns.length) * Math.PI * 2 + (c.site.variant % 7) * 0.4;
      const ring = index % 2 ? 0.36 : 0.3;
      const [tx, ty] = [cx + Math.cos(angle) * width * ring, cy + Math.sin(angle) * height * (ring + 0.08)];
      const label = fitLine(town, width * 0.3, labelStyle);
      const labelWidth = lineWidth(label, labelStyle) + size * 1.4;
      const left = Math.min(Math.max(tx - labelWidth / 2, x + 6), x + width - labelWidth - 6);
      const top = Math.min(Math.max(ty - size * 2.2, y + 6), y + height - size * 2.2 - 6);
      return (
        `<circle cx="${n(left + labelWidth / 2)}" cy="${n(top + size * 2.2 + 4)}" r="${n(size * 0.32)}" fill="${theme.hero}"/>` +
        box(left, top, labelWidth, size * 2, Math.min(theme.radius, size), theme.page, ` stroke="${theme.line}"`) +
        text(left + size * 0.7, top + size * 1.36, label, labelStyle)
      );
    })
    .join('');
  return (
    `<clipPath id="${clip}">${box(x, y, width, height, theme.radius, '#000')}</clipPath>` +
    `<g clip-path="url(#${clip})">` +
    box(x, y, width, height, 0, mix(theme.surface, theme.page, 0.3)) +
    `<path d="M${x} ${y + height * 0.72 + offset}C${x + width * 0.3} ${y + height * 0.58} ${x + width * 0.6} ${y + height * 0.98} ${x + width} ${y + height * 0.8}V${y + height}H${x}Z" fill="${water}"/>` +
    `<path d="M${x + width * 0.1 + offset} ${y}L${x + width * 0.45} ${y + height}M${x} ${y + height * 0.3}L${x + width} ${y + height * 0.45 - offset / 2}M${x + width * 0.78} ${y}L${x + width * 0.62 + offset} ${y + height}" stroke="#ffffff" stroke-width="${n(size * 0.6)}" fill="none"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(width * 0.33)}" ry="${n(height * 0.4)}" fill="${theme.accent}" opacity="0.14" stroke="${theme.accent}" stroke-width="1.5" stroke-dasharray="5 4"/>` +
    icon('pin', cx, cy - size * 0.4, size * 3, strong(theme).fill) +
    labels +
    `</g>`
  );
}

function areaScreen(c: Context, top: number): string {
  return areaMap(c, 16, top + 8, SCREEN_WIDTH - 32, 250, 8.5);
}

function credentialRows(c: Context, x: number, top: number, width: number, size: number, gap: number): string {
  const { theme } = c;
  const style: TextStyle = { size, weight: 600, fill: theme.ink };
  return (c.content.credentials ?? [])
    .map((credential, index) => {
      const y = top + index * gap;
      const lines = wrapLines(credential, width - size * 3.2, style, 2);
      return (
        `<circle cx="${x + size}" cy="${y + size * 0.2}" r="${size * 1.1}" fill="${mix(theme.accent, theme.page, 0.75)}"/>` +
        icon('shield', x + size, y + size * 0.2, size * 1.2, strong(theme).fill) +
        paragraph(x + size * 2.8, y + size * 0.5, lines, style, size * 1.3)
      );
    })
    .join('');
}

function bannerScreen(c: Context, top: number, feature: Feature): string {
  const { theme } = c;
  const style: TextStyle = { size: 10, weight: 700, fill: theme.accentText };
  const lines = wrapLines(c.content.banner?.trim() || featureText(c.item, feature), SCREEN_WIDTH - 70, style, 3);
  return (
    box(16, top + 8, SCREEN_WIDTH - 32, 26 + lines.length * 13, theme.radius, theme.accent) +
    icon('clock', 34, top + 27, 12, theme.accentText) +
    paragraph(48, top + 27, lines, style, 13) +
    reviewCard(c, c.content.reviews[0]!, 16, top + 60 + lines.length * 13, SCREEN_WIDTH - 32, 3) +
    credentialRows(c, 18, top + 200 + lines.length * 13, SCREEN_WIDTH - 36, 9, 34)
  );
}

function galleryScreen(c: Context, top: number): string {
  const { site, id } = c;
  const size = (SCREEN_WIDTH - 32 - 8) / 2;
  return Array.from({ length: 4 }, (_, index) =>
    picture(
      { ...site, variant: site.variant + index },
      id,
      16 + (index % 2) * (size + 8),
      top + 8 + Math.floor(index / 2) * (size + 8),
      size,
      size,
      {
        greyscale: index === 3,
      },
    ),
  ).join('');
}

/** The phone showing the case's main feature working, under its own words as the heading. */
function phoneFeatureScreen(c: Context): string {
  const { theme, item } = c;
  const feature = phoneFeature(item);
  const kind = feature?.kind ?? 'reviews';
  const title = feature ? featureText(item, feature) : item.client;
  const style = headingStyle(theme, theme.uppercase ? 13 : 15, theme.ink);
  const lines = wrapLines(headingWords(theme, title, c.locale), SCREEN_WIDTH - 32, style, 2);
  const top = 92 + lines.length * 18;
  const body = (() => {
    switch (kind) {
      case 'emergency-form':
      case 'quote-form':
        return formScreen(c, top);
      case 'booking':
        return bookingScreen(c, top);
      case 'price-list':
        return priceRows(c, 16, top + 4, SCREEN_WIDTH - 32, 46, 6);
      case 'before-after':
        return beforeAfterScreen(c, top);
      case 'gallery':
        return galleryScreen(c, top);
      case 'banner':
        return bannerScreen(c, top, feature!);
      case 'service-area':
        return areaScreen(c, top);
      case 'credentials':
        return credentialRows(c, 18, top + 20, SCREEN_WIDTH - 36, 10, 44);
      default:
        return reviewsScreen(c, top);
    }
  })();
  return phoneHeader(c) + box(0, 70, SCREEN_WIDTH, 6, 0, theme.accent) + paragraph(16, 104, lines, style, 18) + body;
}

/** The phone view: the site's top and the feature the case is known for, on two phones. */
function phones(c: Context): string {
  const back = c.site.variant % 2 ? 436 : 128;
  const front = c.site.variant % 2 ? 140 : 424;
  return (
    backdrop(c) +
    `<ellipse cx="400" cy="${MOCKUP_HEIGHT - 18}" rx="300" ry="9" fill="#0b1f33" opacity="0.14"/>` +
    phoneFrame(c, back, 46, phoneHome(c), 'home') +
    phoneFrame(c, front, 20, phoneFeatureScreen(c), 'feature') +
    `</svg>\n`
  );
}

/* The close-up --------------------------------------------------------------------------------------- */

/**
 * Reviews as a featured quote: the first customer's words large beside a big quote mark in the accent colour, the other
 * reviewers named under it with their stars.
 */
function featuredReview(c: Context, x: number, y: number, width: number, height: number): string {
  const { theme, content } = c;
  const [first, ...others] = content.reviews;
  if (!first) return '';
  const textWidth = width - 96;
  const fits = (size: number) => {
    const lines = wrapLines(`“${first.text}”`, textWidth, { size, weight: 500, fill: theme.ink }, 6);
    return !lines.at(-1)?.endsWith('…') && lines.length * size * 1.35 + 110 <= height;
  };
  const size = [22, 20, 18, 16, 14].find(fits) ?? 14;
  const style: TextStyle = { size, weight: 500, fill: theme.ink };
  const lines = wrapLines(`“${first.text}”`, textWidth, style, 6);
  const authorY = y + 20 + lines.length * size * 1.35 + 16;
  // The other customers under it, each with a few of their own words, to the bottom of the section.
  const columnWidth = (width - 96) / 2 - 16;
  const quoteStyle: TextStyle = { size: 11.5, fill: theme.muted };
  const rowTop = authorY + 30;
  const quoteLines = Math.max(0, Math.min(4, Math.floor((y + height - rowTop - 52) / 15.5)));
  const quoted = others.slice(0, 2).map((review, index) => {
    const left = x + 96 + index * ((width - 96) / 2);
    const lines = wrapLines(`“${review.text}”`, columnWidth, quoteStyle, quoteLines);
    const nameY = rowTop + 24 + lines.length * 15.5 + 12;
    return (
      paragraph(left, rowTop + 26, lines, quoteStyle, 15.5) +
      stars(left + 5, nameY - 4, 8.5, theme.accent) +
      text(left + 56, nameY, review.author, { size: 11, weight: 700, fill: theme.ink }) +
      townAfter(
        review.town,
        left + 56 + lineWidth(review.author, { size: 11, weight: 700, fill: theme.ink }) + 6,
        left + columnWidth,
        nameY,
        { size: 10.5, fill: theme.muted },
      )
    );
  });
  return (
    `<circle cx="${x + 36}" cy="${y + 36}" r="36" fill="${mix(theme.accent, theme.page, 0.8)}"/>` +
    icon('quote', x + 36, y + 36, 34, theme.accent) +
    paragraph(x + 96, y + 20 + size * 0.9, lines, style, size * 1.35) +
    stars(x + 102, authorY, 11, theme.accent) +
    text(x + 170, authorY + 4, first.author, { size: 13, weight: 700, fill: theme.ink }) +
    townAfter(first.town, x + 170 + lineWidth(first.author, { size: 13, weight: 700, fill: theme.ink }) + 6, x + width, authorY + 4, {
      size: 12,
      fill: theme.muted,
    }) +
    `<path d="M${x + 96} ${rowTop}H${x + width}" stroke="${theme.line}"/>` +
    quoted.join('')
  );
}

/** The close-up: one section of the site large, over a strip with its hours and the call button. */
function detail(c: Context): string {
  const { theme, content, item, id } = c;
  const kind = detailKind(item);
  const feature = item.features.find((candidate) => candidate.kind === kind);
  const [x, y, width, height] = [36, 34, 728, 492];
  const radius = Math.max(theme.radius, 6) * 1.6;
  const inner = { x: x + 34, width: width - 68 };
  const titleStyle = headingStyle(theme, theme.uppercase ? 20 : 25, theme.ink);
  const title = wrapLines(
    headingWords(theme, feature ? featureText(item, feature) : content.headline, c.locale),
    inner.width,
    titleStyle,
    2,
  );
  // The strip with the hours and the call button under the section, or above it on every other case of a style.
  const stripOnTop = c.site.variant % 2 === 1;
  const stripHeight = 74;
  const stripTop = stripOnTop ? y + 7 : y + height - stripHeight;
  const top = stripOnTop ? y + stripHeight : y;
  const bodyTop = top + 72 + title.length * 30;
  const bodyBottom = stripOnTop ? y + height : stripTop;
  const bodyHeight = bodyBottom - bodyTop - 18;
  const half = (inner.width - 20) / 2;
  const aboutStyle: TextStyle = { size: 12, fill: theme.muted };
  const credentialsBottom = bodyTop + 18 + (content.credentials?.length ?? 0) * 58;
  const body = (() => {
    switch (kind) {
      case 'price-list':
        return priceRows(c, inner.x, bodyTop - 10, inner.width, Math.min(62, bodyHeight / Math.min(4, content.services.length)), 4, 1.35);
      case 'service-area':
        return areaMap(c, inner.x, bodyTop, inner.width, bodyHeight, 12);
      case 'credentials':
        return (
          credentialRows(c, inner.x + 6, bodyTop + 18, half - 12, 14, 58) +
          paragraph(
            inner.x,
            credentialsBottom + 8,
            sentencesThatFit(content.about, half, aboutStyle, Math.floor((bodyBottom - 16 - credentialsBottom) / 17)),
            aboutStyle,
            17,
          ) +
          reviewCard(c, content.reviews[0]!, inner.x + half + 20, bodyTop, half, 8, 1.5)
        );
      default: {
        // One customer quoted large, or two cards: by case, so two close-ups of reviews do not look alike.
        if (c.site.variant % 2 === 1) return featuredReview(c, inner.x, bodyTop, inner.width, bodyHeight);
        // The largest type at which both reviews fit whole: a close-up reads at a glance.
        const shown = content.reviews.slice(0, 2);
        const fits = (scale: number) =>
          shown.every((review) => {
            const lines = wrapLines(`“${review.text}”`, half - 28 * scale, { size: 9.5 * scale, fill: theme.ink }, 8);
            return !lines.some((line) => line.endsWith('…')) && 66 * scale + lines.length * 13 * scale <= bodyHeight;
          });
        const scale = [2, 1.85, 1.7, 1.55, 1.4].find(fits) ?? 1.4;
        const cardHeight = Math.max(
          ...shown.map(
            (review) =>
              66 * scale + wrapLines(`“${review.text}”`, half - 28 * scale, { size: 9.5 * scale, fill: theme.ink }, 8).length * 13 * scale,
          ),
        );
        return shown
          .map((review, index) => reviewCard(c, review, inner.x + index * (half + 20), bodyTop, half, 8, scale, cardHeight))
          .join('');
      }
    }
  })();
  const hoursStyle: TextStyle = { size: 11.5, fill: theme.heroText };
  const call = callButton(c.site, 0, 0, 40, 13);
  let hoursX = inner.x + 24;
  const hours = content.hours
    .map((entry) => {
      const days = text(hoursX, stripTop + 42, entry.days, { ...hoursStyle, weight: 700 });
      const daysWidth = lineWidth(entry.days, { ...hoursStyle, weight: 700 });
      const time = text(hoursX + daysWidth + 7, stripTop + 42, entry.hours, { ...hoursStyle, fill: theme.heroMuted });
      hoursX += daysWidth + 7 + lineWidth(entry.hours, hoursStyle) + 22;
      return hoursX < inner.x + inner.width - call.width - 10 ? days + time : '';
    })
    .join('');
  const eyebrow: TextStyle = { size: 10, weight: 700, fill: theme.muted, spacing: 1.4 };
  return (
    backdrop(c) +
    shadow(x, y, width, height, radius, '#0b1f33') +
    `<clipPath id="${id}-card"><rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${n(radius)}"/></clipPath>` +
    `<g clip-path="url(#${id}-card)">` +
    box(x, y, width, height, 0, theme.page) +
    box(x, y, width, 7, 0, theme.accent) +
    text(inner.x, top + 46, fitLine(item.client.toLocaleUpperCase(c.locale), inner.width, eyebrow), eyebrow) +
    paragraph(inner.x, top + 80, title, titleStyle, 30) +
    body +
    box(x, stripTop, width, stripHeight, 0, theme.hero) +
    icon('clock', inner.x + 6, stripTop + 38, 13, theme.heroMuted) +
    hours +
    `<g transform="translate(${n(inner.x + inner.width - call.width)} ${stripTop + 17})">${call.svg}</g>` +
    `</g>` +
    `</svg>\n`
  );
}

/**
 * The three mockups of a case as SVG, text not yet outlined. `variant` picks the layout (which side the picture takes,
 * which section the close-up shows): give cases of one style different numbers and their mockups differ in more than
 * words (src/node/case-mockups.ts numbers them in the order of the file).
 */
export function caseMockupSvgs(item: MockupCase, motif: TradeMotif, variant = 0): Record<MockupView, string> {
  const c = context(item, motif, variant);
  return { main: desktop(c), phone: phones(c), detail: detail(c) };
}
