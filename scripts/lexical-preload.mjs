// Node 20 only: Lexical's ESM modules use top-level await, and loading them all at once through
// Payload's CLI can deadlock Node 20's ESM loader, so the CLI exits 0 having done nothing (DESIGN.md,
// payloadcms/payload #16381, #17757). Loading them here first, one module at a time, leaves the CLI
// nothing to wait on. Node 22+ does not need it and skips it. Used with `node --import` by the
// npm scripts that run Payload's CLI (generate:types, generate:importmap, migrate:create).
const MODULES = [
  'lexical',
  '@lexical/utils',
  '@lexical/selection',
  '@lexical/rich-text',
  '@lexical/list',
  '@lexical/link',
  '@lexical/html',
  '@lexical/headless',
  '@payloadcms/richtext-lexical/plaintext',
  '@payloadcms/richtext-lexical',
]

if (Number(process.versions.node.split('.')[0]) < 22) {
  for (const name of MODULES) await import(name)
}
