import { DEFAULT_MINUTES, startTimes } from '../lib/case-site/booking';
import { clockFor, openDays } from '../lib/case-site/hours';
import type { Clock } from '../lib/format';
import { mix, n } from './covers/drawing';
import {
  box,
  fitLine,
  headingStyle,
  headingWords,
  icon,
  lineWidth,
  paragraph,
  quiet,
  stars,
  text,
  wrapLines,
  type IconName,
  type TextStyle,
} from './case-mockup-parts';
import { picture, strong } from './case-mockup-site';
import { type Feature, type Site, type Context, featureText, SCREEN_WIDTH } from './case-mockup-context';

/** The sections a case's phone shows working, each from the case's own data: form, booking, prices, reviews, area… */

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
export function formScreen(c: Context, top: number): string {
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

export function bookingScreen(c: Context, top: number): string {
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
export function priceRows(c: Context, x: number, top: number, width: number, rowHeight: number, count: number, scale = 1): string {
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
export function beforeAfterScreen(c: Context, top: number): string {
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
export function townAfter(town: string, x: number, right: number, y: number, style: TextStyle): string {
  const words = `· ${town}`;
  return x + lineWidth(words, style) <= right ? text(x, y, words, style) : '';
}

/** A review card: stars, the customer's words, their name and town. */
export function reviewCard(
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

export function reviewsScreen(c: Context, top: number): string {
  return c.content.reviews
    .slice(0, 3)
    .map((review, index) => reviewCard(c, review, 16, top + 8 + index * 112, SCREEN_WIDTH - 32, 3))
    .join('');
}

/** The service area: a map in the style's colours, the client's pin in the middle and its towns around it. */
export function areaMap(c: Context, x: number, y: number, width: number, height: number, size = 9): string {
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

export function areaScreen(c: Context, top: number): string {
  return areaMap(c, 16, top + 8, SCREEN_WIDTH - 32, 250, 8.5);
}

export function credentialRows(c: Context, x: number, top: number, width: number, size: number, gap: number): string {
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

export function bannerScreen(c: Context, top: number, feature: Feature): string {
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

export function galleryScreen(c: Context, top: number): string {
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
