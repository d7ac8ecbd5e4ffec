/** Unit tests: pure modules and content checks, in Node. Browser tests live in __tests__/e2e (Playwright). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__/unit'],
  testMatch: ['**/*.test.ts'],
  setupFiles: ['<rootDir>/__tests__/unit/setup.ts'],
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        tsconfig: {
          isolatedModules: true,
          module: 'commonjs',
          moduleResolution: 'node',
          esModuleInterop: true,
          resolveJsonModule: true,
          jsx: 'react',
        },
      },
    ],
  },
};
