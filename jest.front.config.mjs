// Shared jest 30 config for the browser-side projects (shared-domain, shared-ui, shell, mfe-*).
// TypeScript 7 has no JS compiler API, so ts-jest cannot work: @swc/jest transforms, tsc type-checks.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: {
        react: { runtime: 'automatic' },
        // react-router 8 reads `import.meta.hot` (HMR); import.meta is a syntax error in CommonJS.
        optimizer: { globals: { vars: { 'import.meta.hot': 'undefined' } } },
      },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

export default {
  testEnvironment: 'jsdom',
  testEnvironmentOptions: { customExportConditions: [''] },
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  // ESM-only packages (react-router 8, msw 3 and friends) must go through swc as well.
  transformIgnorePatterns: [
    '/node_modules/(?!(@tanstack|react-router|@remix-run|cookie-es|msw|@msw|@mswjs|cookie|until-async|rettime|@bundled-es-modules|intl-messageformat|@formatjs|react-intl|headers-polyfill|outvariant|strict-event-emitter|is-node-process|@open-draft)/)',
  ],
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/../jest.front.setup.mjs'],
  // A guard against a hung test, not a speed check. Typing a whole form with user-event takes 1–2 s
  // on a quiet machine and three times that while CI runs the api suite beside it; past jest's 5 s
  // default the timed-out test went on typing into the next test's form and failed that one.
  testTimeout: 30_000,
};
