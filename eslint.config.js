import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

import local from './eslint/no-import-cycle.js'

/**
 * One direction of imports (docs/ARCHITECTURE.md "Layers"): routes → services
 * → domain, services → lib; jobs → services; cms/ may import app/, app/ takes
 * nothing from cms/ (the generated Payload types live in types/, which both
 * import, types only). Each layer lists what it may not import.
 */
const cmsValues = {
  group: ['**/cms/**', '@payload-config'],
  message: 'app/ imports nothing from cms/ (cms/ may import app/, not the reverse); Payload\'s generated types are in types/payload-types.',
}
const cmsTypes = { group: ['**/types/payload-types'], allowTypeImports: true, message: 'Import only types from types/payload-types.' }
const routes = { group: ['~/routes/**', '**/routes/**', '~/root', '**/root'], message: 'Only routes import routes.' }
/** Root data reaches a component through a prop (or a hook in app/lib), never by importing the root route. */
const root = { group: ['~/root', '**/root'], message: 'Components do not import ~/root: take what they need from the route as a prop.' }
const services = { group: ['~/services/**', '**/services/**'], message: 'Services are called by routes and jobs only.' }
const components = { group: ['~/components/**', '**/components/**'], message: 'Components are used by routes and components only.' }
const jobsFromServices = {
  group: ['~/jobs/**', '**/jobs/**'],
  message: 'Services do not import app/jobs: they queue work through their port, app/services/work/work-queue.server.ts.',
}
const jobs = { group: ['~/jobs/**', '**/jobs/**'], message: 'Only services and job handlers queue jobs.' }
const serverOnly = { group: ['**/*.server'], message: 'Domain rules are pure and browser-safe: no *.server modules.' }
/** cms/ reaches app code only through app/cms-bridge; besides it, app/domain and the settings (app/lib/env.server). */
const appOutsideTheBridge = ['services', 'lib', 'jobs', 'routes', 'components', 'reports'].map((dir) => `app/${dir}/`)
const cmsBridge = {
  group: [...appOutsideTheBridge.map((dir) => `**/${dir}**`), '!**/app/lib/env.server', '**/app/root'],
  message: 'cms/ reaches the app through app/cms-bridge (and may use app/domain and app/lib/env.server).',
}
const layer = (...patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns: [cmsValues, cmsTypes, ...patterns] }],
})

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'build/',
      'dist/',

      'cms/.next/',
      'cms/next-env.d.ts',
      'types/payload-types.ts',
      'cms/migrations/',
      'cms/app/(payload)/admin/importMap.js',
      '.cache/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    plugins: { local },
    files: ['app/**/*.{ts,tsx}', 'cms/**/*.{ts,tsx}', 'server/**/*.ts'],
    rules: { 'local/no-import-cycle': 'error' },
  },
  {
    // Server code logs through the one logger (app/lib/logger.server.ts), never the console.
    files: ['app/**/*.{ts,tsx}', 'cms/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: ['app/components/**'],
    rules: { 'no-console': 'error' },
  },
  {
    files: ['cms/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [cmsBridge] }],
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportExpression[source.value=/app\\/(${appOutsideTheBridge.map((d) => d.slice(4, -1)).join('|')})\\//]`,
          message: cmsBridge.message,
        },
      ],
    },
  },
  {
    // Process state has one home, app/lib/process-state.server.ts (docs/ARCHITECTURE.md "Process state"):
    // a module-level `let` or lower-case Map/Set/WeakMap would exist once per bundled copy of its module.
    files: ['app/services/**/*.ts', 'app/jobs/**/*.ts', 'app/lib/**/*.ts', 'app/cms-bridge/**/*.ts'],
    ignores: ['app/lib/process-state.server.ts', 'app/lib/**/*.client.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: ':matches(Program, ExportNamedDeclaration) > VariableDeclaration[kind="let"]',
          message: 'Module-level mutable state lives in app/lib/process-state.server.ts: use shared(name, create).',
        },
        {
          selector: ':matches(Program, ExportNamedDeclaration) > VariableDeclaration > VariableDeclarator[id.name=/^[a-z]/] > NewExpression[callee.name=/^(Map|Set|WeakMap)$/]',
          message: 'Module-level mutable state lives in app/lib/process-state.server.ts: use shared(name, create).',
        },
      ],
    },
  },
  { files: ['app/**/*.{ts,tsx}'], rules: layer() },
  { files: ['app/cms-bridge/**'], rules: layer(routes, components) },
  {
    // A report renders what it is given; it does not query.
    files: ['app/reports/**'],
    rules: layer(routes, services, jobs, components, { group: ['~/lib/**', '**/lib/**'], message: 'Reports render what they are given: no services, lib or jobs.' }),
  },
  { files: ['app/routes/**', 'app/root.tsx'], rules: layer(jobs) },
  { files: ['app/services/**'], rules: layer(routes, components, jobsFromServices) },
  { files: ['app/jobs/**'], rules: layer(routes, components) },
  { files: ['app/lib/**'], rules: layer(routes, components, services, jobs) },
  { files: ['app/components/**'], rules: layer(root, services, jobs, { ...serverOnly, message: 'Components run in the browser: no *.server modules.', allowTypeImports: true }) },
  { files: ['app/domain/**'], rules: layer(routes, components, services, jobs, serverOnly, { group: ['~/lib/**', '**/lib/**'], message: 'Domain rules import only other domain modules.' }) },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { URL: 'readonly', process: 'readonly', console: 'readonly' } },
  },
  {
    files: ['tests/**', 'bench/**', 'scripts/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      'no-console': 'off',
      // Playwright fixtures call `use`, which is not React's hook.
      'react-hooks/rules-of-hooks': 'off',
    },
  },
)
