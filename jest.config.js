/** Unit tests: pure modules and content checks, in Node. Browser tests live in __tests__/e2e (Playwright). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__/unit'],
  testMatch: ['**/*.test.ts'],
  setupFiles: ['<rootDir>/__tests__/unit/setup.ts'],
  // beasties (the build's critical CSS) requires HTML and CSS parsers published as ES modules only, which Node
  // loads and Jest's module system does not: Jest compiles those to CommonJS.
  transformIgnorePatterns: ['^(?!.*/node_modules/beasties/node_modules/).*/node_modules/'],
  transform: {
    '^.+\\.[jt]sx?$': [
      'ts-jest',
      {
        tsconfig: {
          isolatedModules: true,
          module: 'commonjs',
          moduleResolution: 'node',
          esModuleInterop: true,
          allowJs: true,
          resolveJsonModule: true,
          jsx: 'react',
        },
      },
    ],
  },
};
