/**
 * How every script and test runs `scripts/prepare.ts` (migrate, seed, create-admin): through tsx, after
 * the Lexical preload. Without it Node 20 can stop at Lexical's top-level awaits and exit 13 having
 * done nothing (scripts/lexical-preload.mjs, DESIGN.md). Paths are relative to the project directory.
 */
export const LEXICAL_PRELOAD = ['--import', './scripts/lexical-preload.mjs']

/** tsx's arguments for `scripts/prepare.ts`, to which the caller adds its flags. */
export const PREPARE = [...LEXICAL_PRELOAD, 'scripts/prepare.ts']
