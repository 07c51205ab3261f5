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
import { BlogRedirects } from './collections/Blogs/redirects'
import { Candidates } from './collections/Candidates'
import { MailOutbox } from './collections/MailOutbox'
import { Votes } from './collections/Votes'
import { Media } from './collections/Media'
import { Nominations } from './collections/Nominations'
import { Registrations } from './collections/Registrations'
import { ScheduledChanges } from './collections/ScheduledChanges'
import { ImageCategories, Images, TemplateCategories, TemplateFiles } from './collections/resources'
import { Users } from './collections/Users'
import { withInternalAccess } from './src/access/internal'
import { payloadViews } from './src/content/admin-routes'
import { PROJECT_PLUGINS } from './src/plugins'
import { MusicCategories, MusicItems } from './collections/wellbeing'
import { DevelopmentRecommendation, WellbeingRecommendation } from './globals/recommendations'
import { ContestSettings } from './globals/contestSettings'
import { siteEmailAdapter } from './src/email/adapter'
import { spanishErrors } from './src/lib/spanish-errors'
import { emailJobs } from './src/email/jobs'
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
if (
  process.env.NODE_ENV === 'production' &&
  process.env.NEXT_PHASE !== 'phase-production-build' &&
  secret.length < MIN_SECRET_LENGTH
) {
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
      // ProfeMax's mark on the login page and in the header (issue 28), not Payload's.
      graphics: { Logo: '/admin/graphics/Brand#Logo', Icon: '/admin/graphics/Brand#Icon' },
      Nav: '/admin/nav/Nav#AdminNav',
      actions: ['/admin/header/UserMenu#UserMenu'],
      providers: ['/admin/Providers#AdminProviders'],
      views: { ...payloadViews(), dashboard: { Component: '/admin/views/Inicio#InicioView' } },
    },
  },
  // 'Configuración de Payload' (the account page's heading) names our product instead (issue 28).
  i18n: {
    supportedLanguages: { es },
    fallbackLanguage: 'es',
    translations: { es: { general: { payloadSettings: 'Preferencias de ProfeMax' } } },
  },
  // The collections with a file of their own; every other registered content type (src/content/registry.ts)
  // gets the kit's collection from the `contentTypes` plugin. What the plugins add is in src/plugins.
  collections: [
    Activities,
    ImageCategories,
    Images,
    TemplateCategories,
    TemplateFiles,
    MusicCategories,
    MusicItems,
    Blogs,
    BlogRedirects,
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
  ],
  globals: [DevelopmentRecommendation, WellbeingRecommendation, ContestSettings],
  db: postgresAdapter({
    pool: { connectionString: process.env.DATABASE_URL ?? '', max: Number(process.env.DATABASE_POOL_MAX ?? 10) },
    // One schema path everywhere: committed migrations, applied by scripts/with-db.mjs before the app starts.
    push: false,
    migrationDir: path.resolve(dirname, 'src/migrations'),
  }),
  // Mail: every message through the outbox and the jobs queue (src/email), sent with SMTP_URL.
  email: siteEmailAdapter(),
  // Mail (src/email); scheduled publishing is added by its plugin (src/plugins/scheduledPublishing.ts).
  jobs: emailJobs,
  upload: { limits: { fileSize: MAX_UPLOAD_BYTES } },
  // Uploads: S3-compatible storage when S3_BUCKET is set; local media/ otherwise (src/lib/storage.ts).
  // The project's plugins (src/plugins: registered types, GraphQL names, media visibility, recommendation
  // guard, history, one screen per entity, scheduled publishing), then S3 storage when S3_BUCKET is set.
  plugins: [...PROJECT_PLUGINS, ...storagePlugins()],
  sharp,
  // Off unless GRAPHQL_ENABLED=1; bounded when on (src/lib/graphql-settings.ts).
  graphQL: graphqlSettings(),
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts'), autoGenerate: false },
  telemetry: false,
  // A storage outage answers a Spanish 503; database input errors answer 400.
  // Last: Payload's English refusals ('The following field is invalid', 'Token is either invalid…') in Spanish (issue 28).
  hooks: { afterError: [storageOutageAnswer, databaseInputErrors, validationDetails, spanishErrors] },
  // Refusals are one line (no stack); only server faults keep theirs (src/lib/logging.ts).
  loggingLevels: {
    AuthenticationError: 'info',
    LockedAuth: 'warn',
    QueryError: 'info',
    FileRetrievalError: 'info',
    APIError: 'error',
  },
  // Personal data is redacted and stacks are kept for server faults only. The suite provokes refusals
  // on purpose (GraphQL logs each as an error); Jest's assertions report real failures.
  logger: { options: loggerOptions(process.env.NODE_ENV === 'test' ? 'fatal' : (process.env.LOG_LEVEL ?? 'info')) },
}).then(withInternalAccess)
