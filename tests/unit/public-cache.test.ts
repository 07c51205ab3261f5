import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/**
 * Issue 29: one read path and one expiry for the public site. A tag expired with Next's own
 * `revalidateTag` leaves the caching proxy serving the old page (three such calls did); a read cached
 * with `unstable_cache` elsewhere is a second cache to keep in step. Expiry goes through src/lib/cache-expiry.ts, cached reads through src/lib/public-cache.ts.
 */
// Jest runs from the repository's root.
const ROOT = process.cwd()
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? files(full) : /\.(ts|tsx|mjs)$/.test(name) ? [full] : []
  })

describe('the public cache has one door', () => {
  const calling = (pattern: RegExp, door: string) =>
    ['src', 'collections', 'globals']
      .flatMap((dir) => files(path.join(ROOT, dir)))
      .filter((file) => !file.endsWith(path.join('src', 'lib', door)) && !file.endsWith('next-cache-handler.mjs'))
      .filter((file) => pattern.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(ROOT, file))

  it('no code but src/lib/cache-expiry.ts calls revalidateTag, revalidatePath or updateTag (ESLint refuses the import too)', () => {
    expect(calling(/\b(revalidateTag|revalidatePath|updateTag)\s*\(/, 'cache-expiry.ts')).toEqual([])
  })

  it('no code but src/lib/public-cache.ts caches a read with unstable_cache', () => {
    expect(calling(/\bunstable_cache\s*\(/, 'public-cache.ts')).toEqual([])
  })
})
