import type { MockupView } from '../lib/asset-paths';
import { detailKind } from '../lib/case-site/mockup-choice';
import type { TradeMotif } from '../lib/cover-choices';
import { mix, n } from './covers/drawing';
import {
  box,
  fitLine,
  headingStyle,
  headingWords,
  icon,
  lineWidth,
  paragraph,
  shadow,
  stars,
  text,
  wrapLines,
  type TextStyle,
} from './case-mockup-parts';
import { callButton, logo, picture } from './case-mockup-site';
import { type MockupCase, type Context, fittedHeadline, sentencesThatFit, featureText, context, backdrop } from './case-mockup-context';
import { priceRows, townAfter, reviewCard, areaMap, credentialRows } from './case-mockup-screens';
import { phones } from './case-mockup-phone';

/**
 * The three mockups of a portfolio case, drawn from its data (content/portfolio/cases.json): its site on a laptop, the
 * feature it is known for on a phone, and a close-up of another section. Every word is the case's own, in its client's
 * language; the colours, corners and type are its style's (src/lib/site-preview/theme.ts), the phone is printed as
 * its site prints it. 800 x 560 like the drawings they replace; src/node/case-mockups.ts renders them to WebP.
 */

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

export { bookingTimes } from './case-mockup-screens';
export { MOCKUP_HEIGHT, MOCKUP_WIDTH, type MockupCase } from './case-mockup-context';
