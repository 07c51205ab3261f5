import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

/**
 * The house's floors, from the ground up (README.md, "Layout"). A folder may import its own floor and the
 * floors below, never one above: domain code does not know HTTP, the collections do not know the seed or the
 * contract, the ground knows nothing of the app. Two folders that import each other cannot both pass.
 * `import/no-restricted-paths` (eslint-plugin-import, resolved through tsconfig's paths, so `@/…` and
 * `@payload-config` count) enforces it; tests/unit/lint-rules.test.ts shows it refusing planted imports.
 */
export const LAYERS = [
  ['src/lib', 'src/access', 'src/payload-types.ts'],
  ['src/content', 'src/fields'],
  ['src/email'],
  ['src/contest', 'src/program', 'src/jobs'],
  ['collections', 'globals'],
  ['src/plugins'],
  ['src/seed'],
  ['payload.config.ts'],
  ['src/contract'],
  ['src/admin', 'src/site', 'src/proxy.ts'],
  ['src/app', 'src/instrumentation.ts', 'src/instrumentation-node.ts'],
]

const layerZones = LAYERS.flatMap((floor, index) =>
  floor.map((target) => ({
    target: `./${target}`,
    from: LAYERS.slice(index + 1)
      .flat()
      .map((above) => `./${above}`),
    message: `'${target}' may not import from a higher layer (eslint.config.mjs, LAYERS): move the shared part down, or raise a domain error and let the transport map it.`,
  })),
)

/** Within the domain floor: the contest is the programme's and the jobs' base, never the other way round. */
const domainZones = [
  {
    target: './src/contest',
    from: ['./src/program', './src/jobs'],
    message: 'The contest may not import the programme or the jobs (eslint.config.mjs).',
  },
]

/** One function expires a cache tag and purges the proxy (src/lib/cache-expiry.ts); nothing else may do half of it. */
const CACHE_EXPIRY = {
  name: 'next/cache',
  importNames: ['revalidateTag', 'revalidatePath', 'updateTag'],
  message:
    'Use expireTag from src/lib/cache-expiry.ts: it also purges the caching proxy, which a direct call would leave serving stale pages.',
}

/**
 * Next's rules (core web vitals, React, the React hooks rules of eslint-plugin-react-hooks 7, import,
 * jsx-a11y) and typescript-eslint's recommended ones, as `eslint-config-next` bundles them. Layout is
 * Prettier's business (.prettierrc.json); no stylistic rule here. `npm run lint` allows no warning.
 */
export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      // The two classic hooks rules as errors (Next ships exhaustive-deps as a warning; the lint
      // run allows none anyway, an error says plainly that it must be fixed).
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Unused names are errors; a leading underscore marks one kept on purpose (a parameter a
      // signature requires, a rest sibling that drops a key).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Two of eslint-plugin-react-hooks 7's React Compiler diagnostics are off: the app does not use
      // the compiler (next.config.mjs), and they flag two patterns that are correct without it —
      // the "latest callback" ref written during render (src/admin/kit/hooks.ts, src/site/Modal.tsx)
      // and resetting state when the route changes (Header, AdminNavClient, CategoryBrowser,
      // PortalContext, RegistrationContext, FileInput): 10 places when this config landed. Turn
      // them on with the compiler, rewriting those places then. The other compiler rules stay on.
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
      'import/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...layerZones, ...domainZones] },
      ],
      'no-restricted-imports': ['error', { paths: [CACHE_EXPIRY] }],
    },
  },
  {
    files: ['src/lib/cache-expiry.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The back office is behind a login and shows upload previews (blob: addresses) and thumbnails:
    // no largest-paint to win, and next/image cannot take blob: addresses.
    files: ['src/admin/**'],
    rules: { '@next/next/no-img-element': 'off' },
  },
  {
    // The public site's links prefetch on intent, not on sight (src/site/SiteLink.tsx): one way in.
    files: ['src/site/**', 'src/app/(site)/**'],
    ignores: ['src/site/SiteLink.tsx'],
    // Flat config replaces a rule's options per file, so the cache rule is repeated here.
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            CACHE_EXPIRY,
            { name: 'next/link', message: "Use SiteLink from '@/site/SiteLink' (prefetch on intent)." },
          ],
        },
      ],
    },
  },
  // Generated by Payload (generate:types, generate:importmap, migrate:create): not ours to lint.
  globalIgnores([
    'src/payload-types.ts',
    'src/app/(payload)/admin/importMap.js',
    'src/app/(payload)/admin/\\[\\[...segments\\]\\]/**',
    'src/app/(payload)/api/**',
    'src/app/(payload)/layout.tsx',
    'src/migrations/**',
    '.data/**',
    'media/**',
    'files/**',
    'test-results/**',
    'playwright-report/**',
    '.test-reports/**',
    'coverage/**',
  ]),
])
