import { phoneFeature } from '../lib/case-site/mockup-choice';
import { box, fitLine, headingStyle, headingWords, icon, lineWidth, paragraph, shadow, text, wrapLines } from './case-mockup-parts';
import { callButton, logo, picture } from './case-mockup-site';
import { MOCKUP_HEIGHT, type Context, fittedHeadline, featureText, backdrop, PHONE, SCREEN_WIDTH } from './case-mockup-context';
import {
  formScreen,
  bookingScreen,
  priceRows,
  beforeAfterScreen,
  reviewsScreen,
  areaScreen,
  credentialRows,
  bannerScreen,
  galleryScreen,
} from './case-mockup-screens';

/** The phone view of a case's mockups: the top of its site, and the feature it is known for, working. */

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
export function phones(c: Context): string {
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
