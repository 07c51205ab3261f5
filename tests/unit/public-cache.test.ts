import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/**
 * Issue 29: one read path and one expiry for the public site. A tag expired with Next's own
 * `revalidateTag` leaves the caching proxy serving the old page (three such calls did); a read cached
 * with `unstable_cache` elsewhere is a second cache to keep in step. Both go through src/lib/public-cache.ts.
 */
// Jest runs from the repository's root.
const ROOT = process.cwd()
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? files(full) : /\.(ts|tsx|mjs)$/.test(name) ? [full] : []
  })

describe('the public cache has one door', () => {
  it('no code but src/lib/public-cache.ts calls revalidateTag, revalidatePath, updateTag or unstable_cache', () => {
    const offenders = ['src', 'collections', 'globals']
      .flatMap((dir) => files(path.join(ROOT, dir)))
      .filter((file) => !file.endsWith(path.join('src', 'lib', 'public-cache.ts')) && !file.endsWith('next-cache-handler.mjs'))
      .filter((file) => /\b(revalidateTag|revalidatePath|updateTag|unstable_cache)\s*\(/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(ROOT, file))
    expect(offenders).toEqual([])
  })
})
