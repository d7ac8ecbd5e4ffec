/** @type {import('tailwindcss').Config} */
module.exports = {
  content: ['./src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        // Deep navy for text and surfaces, safety orange for calls to action (AA contrast on white at 600+).
        brand: {
          50: '#eef5fb',
          100: '#d9e8f5',
          200: '#b5d1ea',
          300: '#84b2da',
          400: '#4f8cc4',
          500: '#2f6fab',
          600: '#245a8a',
          700: '#1b4469',
          800: '#12304d',
          900: '#0b1f33',
          950: '#06121f',
        },
        accent: {
          50: '#fff7ed',
          100: '#ffedd5',
          200: '#fed7aa',
          300: '#fdba74',
          400: '#fb923c',
          500: '#f97316',
          600: '#c2410c',
          700: '#9a3412',
          800: '#7c2d12',
        },
        whatsapp: { DEFAULT: '#1f8f4e', dark: '#166c3a' },
      },
      fontFamily: {
        // Inter, then the local fonts fitted to it (src/styles/global.css, src/node/font-fallback.ts: the same families in the
        // same order, which a unit test checks), then whatever the device has.
        sans: [
          '"Inter Variable"',
          '"Inter Fallback Arial"',
          '"Inter Fallback Helvetica Neue"',
          '"Inter Fallback Helvetica"',
          '"Inter Fallback Roboto"',
          '"Inter Fallback Liberation Sans"',
          'ui-sans-serif',
          'system-ui',
          '-apple-system',
          'Segoe UI',
          'Roboto',
          'sans-serif',
        ],
      },
      maxWidth: { prose: '68ch' },
      animation: {
        // Two beats, then still: blinking that runs past 5 s needs a way to stop it (WCAG 2.2.2), and a loop left running
        // kept an open home page's browser busy (12% of a core on this machine, a phone's battery for a visitor).
        'pulse-brief': 'pulse 2s cubic-bezier(0.4, 0, 0.6, 1) 2',
      },
      boxShadow: {
        card: '0 1px 2px rgb(11 31 51 / 0.06), 0 8px 24px -12px rgb(11 31 51 / 0.18)',
      },
    },
  },
  // Scope the --tw-* defaults to the elements whose utilities read them, instead of every element and
  // pseudo-element: the universal rule made the first style pass of the long home page a quarter slower.
  experimental: { optimizeUniversalDefaults: true },
  corePlugins: {
    textOpacity: false,
    backgroundOpacity: false,
    borderOpacity: false,
    divideOpacity: false,
    placeholderOpacity: false,
    ringOpacity: false,
  },
  plugins: [
    // `js:` and `no-js:` style the server HTML for what the visitor's browser will do: an inline head script marks
    // <html> (src/lib/scripts-class.ts) before the first paint, so hydration changes nothing that was already seen.
    ({ addVariant }) => {
      addVariant('js', 'html.js &');
      addVariant('no-js', 'html:not(.js) &');
    },
    // `@container` and `@md:`…: the visitor's website (src/components/trade-site) answers its own box's width, as a
    // phone-wide strip, beside the intake and full width.
    require('@tailwindcss/container-queries'),
  ],
};
