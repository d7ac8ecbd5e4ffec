import React, { useId } from 'react';
import { fitText, textWidth } from '../../lib/site-preview/fit';
import type { SitePreviewModel } from '../../lib/site-preview/model';
import { PREVIEW_FONTS, type PreviewTheme } from '../../lib/site-preview/theme';
import type { IconName } from '../../lib/icons';

/**
 * The sketch of a visitor's own website, drawn in the portfolio mockups' system: a laptop and a phone (`full`), or the
 * phone-width strip the intake shows above the form on phones (`compact`). Every word the visitor typed is a text
 * node, so markup typed as a name shows as characters; long words wrap, shrink and end in an ellipsis (fit.ts).
 */

/**
 * The drawing's views in its own units: the laptop and the phone (`full`), the phone alone at a readable size for a
 * phone's screen (`phone`), and the strip the intake shows above its fields on phones (`compact`). Boxes that wait for
 * the drawing have the same proportions.
 */
export const PREVIEW_VIEWBOX = {
  full: { x: 0, y: 0, width: 640, height: 400 },
  phone: { x: 468, y: 86, width: 168, height: 314 },
  compact: { x: 0, y: 0, width: 360, height: 176 },
} as const;
export type PreviewVariant = keyof typeof PREVIEW_VIEWBOX;

interface WordsProps {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
  minSize?: number;
  maxLines?: number;
  fill: string;
  weight?: number;
  serif?: boolean;
  uppercase?: boolean;
  tracking?: number;
  anchor?: 'start' | 'middle';
  testId?: string;
}

/** Text fitted into a box whose top-left corner (or top-centre, for `middle`) is x, y. */
function Words({
  text,
  x,
  y,
  width,
  size,
  minSize = size,
  maxLines = 1,
  fill,
  weight = 400,
  serif = false,
  uppercase = false,
  tracking = 0,
  anchor = 'start',
  testId,
}: WordsProps) {
  const shown = uppercase ? text.toLocaleUpperCase() : text;
  const fitted = fitText(shown, { width, size, minSize, maxLines, bold: weight >= 600, serif, tracking });
  return (
    <text
      x={x}
      y={y}
      fill={fill}
      fontSize={fitted.size}
      fontWeight={weight}
      fontFamily={serif ? PREVIEW_FONTS.serif : PREVIEW_FONTS.sans}
      letterSpacing={tracking ? `${tracking}em` : undefined}
      textAnchor={anchor}
      data-testid={testId}
    >
      {fitted.lines.map((line, index) => (
        <tspan key={index} x={x} dy={index === 0 ? fitted.size * 0.86 : fitted.size * 1.18}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

/** Heading text in the theme's type. */
const headingType = (theme: PreviewTheme) => ({
  weight: theme.headingWeight,
  serif: theme.serif,
  uppercase: theme.uppercase,
  tracking: theme.tracking,
});

/** An icon of the site's sprite, drawn at x, y in the sketch. */
function Glyph({
  name,
  x,
  y,
  size,
  color,
  strokeWidth = 2,
}: {
  name: IconName;
  x: number;
  y: number;
  size: number;
  color: string;
  strokeWidth?: number;
}) {
  return (
    <svg
      x={x}
      y={y}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke={color}
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <use href={`${__ICON_SPRITE__}#${name}`} />
    </svg>
  );
}

function StarRow({ x, y, size }: { x: number; y: number; size: number }) {
  const star = 'M0 -5 1.3 -1.8 4.8 -1.5 2.1 0.7 2.9 4 0 2.2 -2.9 4 -2.1 0.7 -4.8 -1.5 -1.3 -1.8Z';
  return (
    <g fill="#f59e0b">
      {[0, 1, 2, 3, 4].map((index) => (
        <path key={index} d={star} transform={`translate(${x + size / 2 + index * (size + 1.5)} ${y + size / 2}) scale(${size / 10})`} />
      ))}
    </g>
  );
}

/** A button: filled with the accent, or outlined on the hero. */
function Button({
  x,
  y,
  height,
  label,
  icon,
  theme,
  outline = false,
  maxWidth,
  size,
}: {
  x: number;
  y: number;
  height: number;
  label: string;
  icon: IconName;
  theme: PreviewTheme;
  outline?: boolean;
  maxWidth: number;
  size: number;
}) {
  const iconSize = size * 1.2;
  const width = Math.min(maxWidth, textWidth(label, { bold: true }) * size + iconSize + size * 3);
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        rx={Math.min(theme.radius, height / 2)}
        fill={outline ? 'none' : theme.accent}
        stroke={outline ? theme.heroText : 'none'}
        strokeOpacity={0.7}
      />
      <Glyph name={icon} x={x + size} y={y + (height - iconSize) / 2} size={iconSize} color={outline ? theme.heroText : theme.accentText} />
      <Words
        text={label}
        x={x + size * 1.6 + iconSize}
        y={y + (height - size) / 2 - 0.5}
        width={width - iconSize - size * 2.4}
        size={size}
        minSize={size * 0.7}
        fill={outline ? theme.heroText : theme.accentText}
        weight={700}
      />
    </g>
  );
}

/** The hero's picture: the trade's icon in a soft panel, the same for every trade's sketch but its icon. */
function HeroPicture({ x, y, width, height, model }: { x: number; y: number; width: number; height: number; model: SitePreviewModel }) {
  const { theme } = model;
  const icon = Math.min(width, height) * 0.46;
  return (
    <g>
      <rect x={x} y={y} width={width} height={height} rx={theme.radius} fill={theme.heroText} opacity={0.1} />
      <circle cx={x + width * 0.78} cy={y + height * 0.26} r={height * 0.14} fill={theme.accent} opacity={0.85} />
      <path
        d={`M${x} ${y + height * 0.78} Q${x + width * 0.35} ${y + height * 0.55} ${x + width} ${y + height * 0.8} V${y + height - theme.radius} Q${x + width} ${y + height} ${x + width - theme.radius} ${y + height} H${x + theme.radius} Q${x} ${y + height} ${x} ${y + height - theme.radius}Z`}
        fill={theme.heroText}
        opacity={0.12}
      />
      <Glyph
        name={model.icon}
        x={x + (width - icon) / 2}
        y={y + (height - icon) / 2}
        size={icon}
        color={theme.heroText}
        strokeWidth={1.6}
      />
    </g>
  );
}

function Badge({ x, y, size, model }: { x: number; y: number; size: number; model: SitePreviewModel }) {
  const { theme } = model;
  return (
    <g>
      <rect x={x} y={y} width={size} height={size} rx={Math.min(theme.radius, size / 2)} fill={theme.accent} />
      <Words
        text={model.initials}
        x={x + size / 2}
        y={y + size * 0.3}
        width={size * 0.8}
        size={size * 0.42}
        minSize={size * 0.3}
        fill={theme.accentText}
        weight={800}
        anchor="middle"
        serif={theme.serif}
      />
    </g>
  );
}

/** A page in a browser window: the page's colour, and a top bar with three dots and the address field. */
function BrowserPage({ model, width, height, bar }: { model: SitePreviewModel; width: number; height: number; bar: number }) {
  return (
    <g>
      <rect width={width} height={height} fill={model.theme.page} />
      <rect width={width} height={bar} fill="#e5e7eb" />
      {[1, 2, 3].map((dot) => (
        <circle key={dot} cx={dot * bar * 0.5} cy={bar / 2} r={bar * 0.15} fill="#94a3b8" />
      ))}
      <rect x={bar * 3.5} y={bar / 4} width={width * 0.42} height={bar / 2} rx={bar / 4} fill="#ffffff" />
    </g>
  );
}

/** The logo: the badge with the initials and the business name beside it, on up to two lines. */
function Masthead({
  model,
  x,
  y,
  badge,
  nameWidth,
  nameSize,
  testId,
}: {
  model: SitePreviewModel;
  x: number;
  y: number;
  badge: number;
  nameWidth: number;
  nameSize: number;
  testId?: string;
}) {
  const heading = headingType(model.theme);
  return (
    <g>
      <Badge x={x} y={y} size={badge} model={model} />
      <Words
        text={model.name}
        x={x + badge * 1.25}
        y={y}
        width={nameWidth}
        size={nameSize}
        minSize={Math.min(7, nameSize * 0.6)}
        maxLines={2}
        fill={model.theme.ink}
        {...heading}
        weight={Math.max(700, heading.weight)}
        testId={testId}
      />
    </g>
  );
}

/** Where the hero's words sit: its local line, headline and buttons, in the drawing's units. */
interface HeroLayout {
  x: number;
  top: number;
  width: number;
  eyebrow: number;
  headline: number;
  headlineMin: number;
  buttonY: number;
  button: number;
  /** The call button's widest, alone; it shares the row with the booking button when there is one. */
  callWidth: number;
  bookingWidth: number;
}

/** The hero's words: the local line, the headline, the call button and the booking button when chosen. */
function HeroCopy({ model, layout }: { model: SitePreviewModel; layout: HeroLayout }) {
  const { theme } = model;
  const { x, top, width, eyebrow, headline, button } = layout;
  const gap = 6;
  const callWidth = model.booking ? layout.callWidth - layout.bookingWidth - gap : layout.callWidth;
  return (
    <g>
      <Words
        text={model.localLine}
        x={x}
        y={top}
        width={width}
        size={eyebrow}
        minSize={eyebrow * 0.7}
        fill={theme.heroMuted}
        weight={700}
        uppercase
        tracking={0.05}
        testId="preview-local-line"
      />
      <Words
        text={model.headline}
        x={x}
        y={top + eyebrow * 1.6}
        width={width}
        size={headline}
        minSize={layout.headlineMin}
        maxLines={2}
        fill={theme.heroText}
        {...headingType(theme)}
      />
      <Button
        x={x}
        y={layout.buttonY}
        height={button * 2.6}
        label={model.callLabel}
        icon="Phone"
        theme={theme}
        maxWidth={callWidth}
        size={button}
      />
      {model.booking && (
        <Button
          x={x + callWidth + gap}
          y={layout.buttonY}
          height={button * 2.6}
          label={model.booking}
          icon="CalendarCheck"
          theme={theme}
          outline
          maxWidth={layout.bookingWidth}
          size={button}
        />
      )}
    </g>
  );
}

function LaptopScreen({ model, gradient }: { model: SitePreviewModel; gradient: string }) {
  const { theme } = model;
  const heading = headingType(theme);
  const navSize = 8;
  let navRight = 434;
  const navItems = [...model.nav].reverse().map((label) => {
    const width = textWidth(label, {}) * navSize;
    navRight -= width;
    const item = { label, x: navRight };
    navRight -= 12;
    return item;
  });
  return (
    <g>
      <BrowserPage model={model} width={448} height={276} bar={16} />
      <Masthead model={model} x={14} y={21} badge={26} nameWidth={Math.max(130, navRight - 56)} nameSize={15} testId="preview-name" />
      {navItems.map((item) => (
        <text key={item.label} x={item.x} y={38} fontSize={navSize} fill={theme.muted} fontFamily={PREVIEW_FONTS.sans} fontWeight={600}>
          {item.label}
        </text>
      ))}
      <rect y={52} width={448} height={118} fill={`url(#${gradient})`} />
      <HeroCopy
        model={model}
        layout={{
          x: 14,
          top: 62,
          width: 244,
          eyebrow: 9.5,
          headline: 21,
          headlineMin: 12,
          buttonY: 134,
          button: 9.5,
          callWidth: 240,
          bookingWidth: 100,
        }}
      />
      <HeroPicture x={270} y={64} width={164} height={94} model={model} />
      <Words text={model.servicesHeading} x={14} y={176} width={200} size={10} fill={theme.ink} {...heading} />
      {model.services.map((service, index) => (
        <g key={index}>
          <rect x={14 + index * 107} y={192} width={99} height={40} rx={Math.min(theme.radius, 8)} fill={theme.surface} />
          <Glyph name={model.icon} x={20 + index * 107} y={206} size={11} color={theme.accent === '#0f172a' ? theme.ink : theme.accent} />
          <Words text={service} x={35 + index * 107} y={198} width={74} size={9} minSize={6} maxLines={2} fill={theme.ink} weight={600} />
        </g>
      ))}
      <rect x={14} y={238} width={262} height={32} rx={Math.min(theme.radius, 8)} fill={theme.surface} />
      <StarRow x={20} y={242} size={6.5} />
      <Words text={model.review.author} x={64} y={241} width={206} size={7.5} minSize={6} fill={theme.muted} weight={700} />
      <Words text={model.review.text} x={20} y={252} width={250} size={7.5} minSize={5.5} maxLines={2} fill={theme.ink} />
      {model.shop ? (
        <g>
          <rect x={284} y={238} width={150} height={32} rx={Math.min(theme.radius, 8)} fill={theme.surface} />
          <Glyph name="ShoppingCart" x={290} y={244} size={10} color={theme.ink} />
          <Words text={model.shop} x={304} y={244} width={40} size={9} minSize={6} fill={theme.ink} {...heading} />
          {[0, 1, 2].map((index) => (
            <g key={index}>
              <rect
                x={348 + index * 28}
                y={242}
                width={24}
                height={16}
                rx={Math.min(theme.radius, 4)}
                fill={theme.heroTo}
                opacity={0.25 + index * 0.2}
              />
              <rect x={348 + index * 28} y={261} width={16} height={3} rx={1.5} fill={theme.muted} opacity={0.6} />
            </g>
          ))}
        </g>
      ) : (
        <g>
          <rect x={284} y={238} width={150} height={32} rx={Math.min(theme.radius, 8)} fill={theme.heroFrom} />
          <Glyph name="Phone" x={292} y={247} size={14} color={theme.heroText} />
          <Words
            text={model.phone?.display || model.callLabel}
            x={312}
            y={248}
            width={116}
            size={11}
            minSize={6}
            fill={theme.heroText}
            weight={800}
          />
        </g>
      )}
    </g>
  );
}

function PhoneScreen({ model, gradient }: { model: SitePreviewModel; gradient: string }) {
  const { theme } = model;
  const heading = headingType(theme);
  return (
    <g>
      <rect width={136} height={276} fill={theme.page} />
      <text x={12} y={10} fontSize={6} fontWeight={700} fill={theme.ink} fontFamily={PREVIEW_FONTS.sans}>
        9:41
      </text>
      <rect x={50} y={3} width={36} height={8} rx={4} fill="#111827" />
      <Masthead model={model} x={8} y={17} badge={18} nameWidth={model.shop ? 86 : 98} nameSize={10} />
      {model.shop && <Glyph name="ShoppingCart" x={119} y={20} size={10} color={theme.ink} />}
      <rect y={40} width={136} height={104} fill={`url(#${gradient})`} />
      <Words
        text={model.localLine}
        x={8}
        y={48}
        width={120}
        size={6.5}
        minSize={4.5}
        maxLines={2}
        fill={theme.heroMuted}
        weight={700}
        uppercase
        tracking={0.05}
      />
      <Words text={model.headline} x={8} y={66} width={120} size={14} minSize={8} maxLines={3} fill={theme.heroText} {...heading} />
      {model.booking && (
        <Button x={8} y={121} height={16} label={model.booking} icon="CalendarCheck" theme={theme} outline maxWidth={120} size={6.5} />
      )}
      <Words text={model.servicesHeading} x={8} y={149} width={120} size={8} fill={theme.ink} {...heading} />
      {model.services.map((service, index) => (
        <g key={index}>
          <circle cx={12} cy={167 + index * 12} r={2} fill={theme.accent === '#0f172a' ? theme.ink : theme.accent} />
          <Words text={service} x={18} y={163 + index * 12} width={110} size={7.5} minSize={5} fill={theme.ink} />
        </g>
      ))}
      <rect x={8} y={212} width={120} height={30} rx={Math.min(theme.radius, 6)} fill={theme.surface} />
      <StarRow x={13} y={216} size={5} />
      <Words text={model.review.author} x={13} y={225} width={110} size={5.5} minSize={4.5} fill={theme.muted} weight={700} />
      <Words text={model.review.text} x={13} y={233} width={110} size={5} minSize={4} fill={theme.ink} />
      <Button x={8} y={248} height={22} label={model.callLabel} icon="Phone" theme={theme} maxWidth={120} size={8} />
    </g>
  );
}

function CompactScreen({ model, gradient }: { model: SitePreviewModel; gradient: string }) {
  const { theme } = model;
  return (
    <g>
      <BrowserPage model={model} width={360} height={176} bar={14} />
      <Masthead model={model} x={10} y={20} badge={22} nameWidth={model.shop ? 290 : 312} nameSize={13} testId="preview-name" />
      {model.shop && <Glyph name="ShoppingCart" x={334} y={24} size={14} color={theme.ink} />}
      <rect y={48} width={360} height={98} fill={`url(#${gradient})`} />
      <HeroCopy
        model={model}
        layout={{
          x: 12,
          top: 56,
          width: 336,
          eyebrow: 8.5,
          headline: 17,
          headlineMin: 10,
          buttonY: 113,
          button: 10,
          callWidth: 336,
          bookingWidth: 132,
        }}
      />
      {model.services.map((service, index) => (
        <g key={index}>
          <rect x={10 + index * 86} y={151} width={82} height={20} rx={Math.min(theme.radius, 10)} fill={theme.surface} />
          <Words
            text={service}
            x={51 + index * 86}
            y={156}
            width={74}
            size={8}
            minSize={5.5}
            fill={theme.ink}
            weight={600}
            anchor="middle"
          />
        </g>
      ))}
    </g>
  );
}

/** The sketch. Its title and description say in words what it shows; a change of answers redraws it, with no motion. */
export function SitePreview({ model, variant }: { model: SitePreviewModel; variant: PreviewVariant }) {
  const id = useId().replace(/:/g, '');
  const { theme } = model;
  const gradient = `${id}-hero`;
  const { x, y, width, height } = PREVIEW_VIEWBOX[variant];
  return (
    <svg
      viewBox={`${x} ${y} ${width} ${height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className="block h-auto w-full"
      data-testid="site-preview-drawing"
      data-style={theme.style}
      data-variant={variant}
    >
      <title id={`${id}-title`}>{`${model.name}: ${model.localLine}`}</title>
      <desc id={`${id}-desc`}>{model.description}</desc>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={theme.heroFrom} />
          <stop offset="1" stopColor={theme.heroTo} />
        </linearGradient>
        <clipPath id={`${id}-laptop`}>
          <rect width={448} height={276} />
        </clipPath>
        <clipPath id={`${id}-phone`}>
          <rect width={136} height={276} rx={16} />
        </clipPath>
        <clipPath id={`${id}-compact`}>
          <rect width={360} height={176} rx={12} />
        </clipPath>
      </defs>
      {variant === 'compact' ? (
        <g clipPath={`url(#${id}-compact)`}>
          <CompactScreen model={model} gradient={gradient} />
        </g>
      ) : (
        <g>
          {variant === 'full' && (
            <g>
              <ellipse cx={260} cy={330} rx={250} ry={10} fill="#0b1f33" opacity={0.12} />
              <rect x={16} y={8} width={472} height={300} rx={16} fill="#1f2937" />
              <g transform="translate(28 20)" clipPath={`url(#${id}-laptop)`}>
                <LaptopScreen model={model} gradient={gradient} />
              </g>
              <path d="M0 308H504L488 324H16Z" fill="#cbd5e1" />
              <rect x={214} y={308} width={76} height={5} rx={2.5} fill="#94a3b8" />
            </g>
          )}
          <ellipse cx={552} cy={394} rx={70} ry={5} fill="#0b1f33" opacity={0.14} />
          <rect x={476} y={92} width={152} height={300} rx={24} fill="#111827" />
          <g transform="translate(484 104)" clipPath={`url(#${id}-phone)`}>
            <PhoneScreen model={model} gradient={gradient} />
          </g>
        </g>
      )}
    </svg>
  );
}

export default SitePreview;
