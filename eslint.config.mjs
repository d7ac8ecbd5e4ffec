import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import compat from 'eslint-plugin-compat';

export default tseslint.config(
  {
    ignores: ['public/', '.cache/', '.netlify/', 'node_modules/', 'gatsby-types.d.ts', 'reports/', 'test-results/', 'playwright-report/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      // A region that scrolls sideways on a phone is focusable, so a keyboard can scroll it (WCAG 2.1.1).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
    },
  },
  {
    // Types from tsconfig.json's project, for the code the site and its Functions run. Over the whole tree (tests and
    // scripts too) `eslint .` took 154 s on 2 cores instead of 10 s; kept to this code it takes 24 s.
    files: ['src/**/*.{ts,tsx}', 'netlify/**/*.ts', 'gatsby-*.{ts,tsx}'],
    ignores: ['gatsby-types.d.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // A promise nobody awaits loses its error: an unhandled rejection stops `gatsby serve`. One started on purpose
      // says so with `void` and why.
      '@typescript-eslint/no-floating-promises': 'error',
      // A promise where a boolean or a void callback is expected (an async event handler, `if (promise)`) is never waited for.
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // What runs in visitors' browsers is checked against the browsers the site supports (package.json's browserslist):
    // an API a supported browser lacks is an error, not a surprise on an older iPhone.
    ...compat.configs['flat/recommended'],
    files: [
      'gatsby-browser.tsx',
      'src/browser/**/*.ts',
      'src/content/**/*.ts',
      'src/components/**/*.{ts,tsx}',
      'src/hooks/**/*.ts',
      'src/templates/**/*.tsx',
      'src/lib/**/*.ts',
      // The page loader's browser script and the steps it imports; its build steps run in Node.
      'src/page-loader/loader.ts',
      'src/page-loader/steps.ts',
    ],
  },
  {
    // Playwright fixtures call `use(...)`, which is not React's hook.
    files: ['__tests__/e2e/**/*.ts'],
    rules: {
      'react-hooks/rules-of-hooks': 'off',
      // Browser tests wait for events (a request, a frame, an attribute), never for a fixed time.
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: 'Wait for what should happen (expect, settled(page), an event), not for a fixed time.',
        },
        {
          selector: "NewExpression[callee.name='Promise'] > ArrowFunctionExpression > CallExpression[callee.name='setTimeout']",
          message: 'Wait for what should happen (expect, settled(page), an event), not for a fixed time.',
        },
      ],
    },
  },
  {
    files: ['*.js', '*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
