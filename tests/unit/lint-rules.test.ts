import { spawnSync } from 'node:child_process'

/**
 * Issue 29: `npm run lint` refuses an import that runs up the layers (eslint.config.mjs, LAYERS) and any
 * cache expiry that skips the proxy purge. Each snippet is linted by ESLint's Node API as if it were the
 * named file (nothing is written to disk), in one child process: the config is ESM and loads the
 * TypeScript resolver, which is simpler outside Jest's module system.
 */
type Snippet = { file: string; code: string }
type Verdict = { file: string; rules: string[] }

const DRIVER = `
import { ESLint } from 'eslint'
const snippets = JSON.parse(await new Promise((resolve) => { let s = ''; process.stdin.on('data', (c) => (s += c)); process.stdin.on('end', () => resolve(s)) }))
const eslint = new ESLint()
const out = []
for (const { file, code } of snippets) {
  const [result] = await eslint.lintText(code, { filePath: file })
  out.push({ file, rules: result.messages.map((m) => m.ruleId ?? m.message) })
}
process.stdout.write(JSON.stringify(out))
`

const lint = (snippets: Snippet[]): Verdict[] => {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', DRIVER], {
    input: JSON.stringify(snippets),
    encoding: 'utf8',
    timeout: 180_000,
    cwd: process.cwd(),
  })
  if (run.status !== 0) throw new Error(run.stderr)
  return JSON.parse(run.stdout) as Verdict[]
}

const UP = 'import/no-restricted-paths'
const CACHE = 'no-restricted-imports'

/** The upward imports issue 29 found, each planted back into the file it was in. */
const UPWARD: Snippet[] = [
  {
    file: 'collections/users/refuseDevLogin.ts',
    code: "import { DEV_ADMIN } from '../../src/seed/staff'\nexport const a = DEV_ADMIN\n",
  },
  {
    file: 'collections/users/passwordRules.ts',
    code: "import { DEV_ADMIN } from '../../src/seed/staff'\nexport const a = DEV_ADMIN\n",
  },
  {
    file: 'src/contest/votes.ts',
    code: "import { ContractError } from '../contract/http'\nexport const a = ContractError\n",
  },
  { file: 'src/contest/review.ts', code: "import { json } from '@/contract/http'\nexport const a = json\n" },
  { file: 'src/program/erase.ts', code: "import type { Caller } from '../contract/auth'\nexport type A = Caller\n" },
  {
    file: 'src/program/people.ts',
    code: "import { readListQuery } from '../contract/list'\nexport const a = readListQuery\n",
  },
  { file: 'src/jobs/apply.ts', code: "import { Blogs } from '../../collections/Blogs'\nexport const a = Blogs\n" },
  {
    file: 'src/lib/schemas/activity.ts',
    code: "import { activity } from '../../content/activity'\nexport const a = activity\n",
  },
  { file: 'src/lib/readiness.ts', code: "import config from '@payload-config'\nexport const a = config\n" },
  {
    file: 'collections/ScheduledChanges.ts',
    code: "import { CONTRACT } from '../src/contract/table'\nexport const a = CONTRACT\n",
  },
  {
    file: 'src/content/recommendations.ts',
    code: "import { CONTRACT_PATHS } from '../contract/paths'\nexport const a = CONTRACT_PATHS\n",
  },
  {
    file: 'src/contest/ranking.ts',
    code: "import { erasePerson } from '../program/erase'\nexport const a = erasePerson\n",
  },
  // The last one (the admin's route table now lives in src/content/admin-routes.ts, below both).
  {
    file: 'payload.config.ts',
    code: "import { homeSummary } from './src/admin/home/summary'\nexport const a = homeSummary\n",
  },
]

/** Downward imports the house relies on: the rule must leave them alone. */
const DOWNWARD: Snippet[] = [
  {
    file: 'src/contract/resources/contest.ts',
    code: "import { castVote } from '../../contest/votes'\nexport const a = castVote\n",
  },
  {
    file: 'src/contract/resources/program.ts',
    code: "import { erasePerson } from '../../program/erase'\nexport const a = erasePerson\n",
  },
  {
    file: 'collections/ScheduledChanges.ts',
    code: "import { queueScheduledChange } from '../src/jobs/queue'\nexport const a = queueScheduledChange\n",
  },
  { file: 'src/seed/index.ts', code: "import { Blogs } from '../../collections/Blogs'\nexport const a = Blogs\n" },
  { file: 'src/app/(ops)/readyz/route.ts', code: "import config from '@payload-config'\nexport const a = config\n" },
  {
    file: 'payload.config.ts',
    code: "import { payloadViews } from './src/content/admin-routes'\nexport const a = payloadViews\n",
  },
]

describe('the import-direction rule', () => {
  const verdicts = lint([...UPWARD, ...DOWNWARD])

  it.each(UPWARD.map((snippet, index) => [snippet.file, snippet.code.split('\n')[0], index] as const))(
    'refuses %s importing upward: %s',
    (_file, _code, index) => {
      expect(verdicts[index]!.rules).toContain(UP)
    },
  )

  it.each(
    DOWNWARD.map((snippet, index) => [snippet.file, snippet.code.split('\n')[0], UPWARD.length + index] as const),
  )('allows %s importing downward: %s', (_file, _code, index) => {
    expect(verdicts[index]!.rules).toEqual([])
  })
})

describe('cache expiry goes through the one function that also purges the proxy', () => {
  const [votes, site, path, expiry] = lint([
    {
      file: 'src/contest/votes.ts',
      code: "import { revalidateTag } from 'next/cache'\nexport const a = revalidateTag\n",
    },
    {
      file: 'src/site/portal/data.ts',
      code: "import { revalidateTag } from 'next/cache'\nexport const a = revalidateTag\n",
    },
    {
      file: 'collections/hooks/revalidate.ts',
      code: "import { revalidatePath } from 'next/cache'\nexport const a = revalidatePath\n",
    },
    {
      file: 'src/lib/cache-expiry.ts',
      code: "import { revalidateTag } from 'next/cache'\nexport const a = revalidateTag\n",
    },
  ])

  it('refuses revalidateTag and revalidatePath anywhere else, the public site included', () => {
    expect(votes!.rules).toContain(CACHE)
    expect(site!.rules).toContain(CACHE)
    expect(path!.rules).toContain(CACHE)
  })

  it('allows them in src/lib/cache-expiry.ts', () => {
    expect(expiry!.rules).toEqual([])
  })
})
