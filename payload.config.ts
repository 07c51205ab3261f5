import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { es } from '@payloadcms/translations/languages/es'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Activities } from './collections/Activities'
import { Allies } from './collections/Allies'
import { AuditLog } from './collections/AuditLog'
import { Blogs } from './collections/Blogs'
import { Courses, DevelopmentBooks, Tools } from './collections/development'
import { Candidates } from './collections/Candidates'
import { MailOutbox } from './collections/MailOutbox'
import { Votes } from './collections/Votes'
import { Media } from './collections/Media'
import { withMediaVisibility } from './collections/media/visibility'
import { withRecommendationGuard } from './globals/recommendationGuard'
import { withGlobalHistory, withHistory } from './collections/hooks/history'
import { Nominations } from './collections/Nominations'
import { Registrations } from './collections/Registrations'
import { ScheduledChanges } from './collections/ScheduledChanges'
import { ImageCategories, Images, TemplateCategories, TemplateFiles } from './collections/resources'
import { Users } from './collections/Users'
import { withInternalAccess } from './src/access/internal'
import { withOneScreen } from './src/admin/entities'
import { payloadViews } from './src/admin/routes'
import { MusicCategories, MusicItems, Podcasts, Recipes, WellbeingBooks } from './collections/wellbeing'
import { DevelopmentRecommendation, WellbeingRecommendation } from './globals/recommendations'
import { ContestSettings } from './globals/contestSettings'
import { siteEmailAdapter } from './src/email/adapter'
import { emailJobs } from './src/email/jobs'
import { withScheduledPublishing } from './src/jobs/config'
import { withGraphQLNames } from './src/lib/graphql-names'
import { graphqlSettings } from './src/lib/graphql-settings'
import { databaseInputErrors, validationDetails } from './src/lib/api-errors'
import { loggerOptions } from './src/lib/logging'
import { configuredOrigins } from './src/lib/site-config'
import { MAX_UPLOAD_BYTES } from './src/lib/uploads'
import { storageOutageAnswer, storagePlugins } from './src/lib/storage'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** Signs sessions: a production server refuses to start with a missing or guessable one (scripts/with-db.mjs says it earlier). */
const MIN_SECRET_LENGTH = 32
const secret = process.env.PAYLOAD_SECRET ?? ''
// Not while building: an image may be built without its runtime secret.
if (process.env.NODE_ENV === 'production' && process.env.NEXT_PHASE !== 'phase-production-build' && secret.length < MIN_SECRET_LENGTH) {
  throw new Error(`PAYLOAD_SECRET must be at least ${MIN_SECRET_LENGTH} characters in production.`)
}

export default buildConfig({
  secret,
  // Payload's own check (cookie ignored from another Origin) against the configured site origin; the
  // proxy (src/proxy.ts) applies the same rule to every cookie write even when none is configured.
  csrf: configuredOrigins(),
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' · ProfeMax' },
    avatar: 'default',
    // Payload's generated views (users, media) show dates as es-MX does: 23/11/2026 14:05.
    dateFormat: 'dd/MM/yyyy HH:mm',
    importMap: { baseDir: path.resolve(dirname, 'src') },
    // The back office (src/admin): the spec's sidebar, header menu and screens at their own paths.
    components: {
      Nav: '/admin/nav/Nav#AdminNav',
      actions: ['/admin/header/UserMenu#UserMenu'],
      providers: ['/admin/Providers#AdminProviders'],
      views: { ...payloadViews(), dashboard: { Component: '/admin/views/Inicio#InicioView' } },
    },
  },
  i18n: { supportedLanguages: { es }, fallbackLanguage: 'es' },
  collections: [
    Activities,
    ImageCategories,
    Images,
    TemplateCategories,
    TemplateFiles,
    DevelopmentBooks,
    Courses,
    Tools,
    MusicCategories,
    MusicItems,
    Recipes,
    WellbeingBooks,
    Podcasts,
    Blogs,
    Allies,
    Registrations,
    Nominations,
    Media,
    Users,
    MailOutbox,
    Candidates,
    Votes,
    AuditLog,
    ScheduledChanges,
  ]
    .map(withGraphQLNames)
    .map(withMediaVisibility)
    .map(withRecommendationGuard)
    // Editorial history (issue 14): versions and who saved them, for the content types of src/content/history.ts.
    .map(withHistory)
    .map(withOneScreen),
  globals: [DevelopmentRecommendation, WellbeingRecommendation, ContestSettings].map(withGlobalHistory).map(withOneScreen),
  db: postgresAdapter({
    pool: { connectionString: process.env.DATABASE_URL ?? '', max: Number(process.env.DATABASE_POOL_MAX ?? 10) },
    // One schema path everywhere: committed migrations, applied by scripts/with-db.mjs before the app starts.
    push: false,
    migrationDir: path.resolve(dirname, 'src/migrations'),
  }),
  // Mail: every message through the outbox and the jobs queue (src/email), sent with SMTP_URL.
  email: siteEmailAdapter(),
  // Mail and scheduled publishing (src/jobs): one queue each, run by every instance.
  jobs: withScheduledPublishing(emailJobs),
  upload: { limits: { fileSize: MAX_UPLOAD_BYTES } },
  // S3-compatible storage for uploads when S3_BUCKET is set; local media/ otherwise (src/lib/storage.ts).
  plugins: [...storagePlugins()],
  sharp,
  // Off unless GRAPHQL_ENABLED=1; bounded when on (src/lib/graphql-settings.ts).
  graphQL: graphqlSettings(),
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts'), autoGenerate: false },
  telemetry: false,
  // A storage outage answers a Spanish 503; database input errors answer 400.
  hooks: { afterError: [storageOutageAnswer, databaseInputErrors, validationDetails] },
  // Refusals are one line (no stack); only server faults keep theirs (src/lib/logging.ts).
  loggingLevels: { AuthenticationError: 'info', LockedAuth: 'warn', QueryError: 'info', FileRetrievalError: 'info', APIError: 'error' },
  // Personal data is redacted and stacks are kept for server faults only. The suite provokes refusals
  // on purpose (GraphQL logs each as an error); Jest's assertions report real failures.
  logger: { options: loggerOptions(process.env.NODE_ENV === 'test' ? 'fatal' : (process.env.LOG_LEVEL ?? 'info')) },
}).then(withInternalAccess)
