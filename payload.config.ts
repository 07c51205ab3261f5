import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { es } from '@payloadcms/translations/languages/es'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Activities } from './collections/Activities'
import { Allies } from './collections/Allies'
import { Blogs } from './collections/Blogs'
import { Courses, DevelopmentBooks, Tools } from './collections/development'
import { Media } from './collections/Media'
import { Nominations } from './collections/Nominations'
import { Registrations } from './collections/Registrations'
import { ImageCategories, Images, TemplateCategories, TemplateFiles } from './collections/resources'
import { Users } from './collections/Users'
import { payloadViews } from './src/admin/routes'
import { MusicCategories, MusicItems, Podcasts, Recipes, WellbeingBooks } from './collections/wellbeing'
import { DevelopmentRecommendation, WellbeingRecommendation } from './globals/recommendations'
import { withGraphQLNames } from './src/lib/graphql-names'
import { MAX_UPLOAD_BYTES } from './src/lib/uploads'
import { storageOutageAnswer, storagePlugins } from './src/lib/storage'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  secret: process.env.PAYLOAD_SECRET ?? '',
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' · ProfeMax' },
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname, 'src') },
    // The back office (src/admin): the spec's sidebar, header menu and screens at their own paths.
    components: {
      Nav: '/admin/nav/Nav#AdminNav',
      actions: ['/admin/header/UserMenu#UserMenu'],
      providers: ['/admin/Providers#AdminProviders'],
      views: payloadViews(),
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
  ].map(withGraphQLNames),
  globals: [DevelopmentRecommendation, WellbeingRecommendation],
  db: postgresAdapter({
    pool: { connectionString: process.env.DATABASE_URL ?? '', max: Number(process.env.DATABASE_POOL_MAX ?? 10) },
    // One schema path everywhere: committed migrations, applied by scripts/with-db.mjs before the app starts.
    push: false,
    migrationDir: path.resolve(dirname, 'src/migrations'),
  }),
  upload: { limits: { fileSize: MAX_UPLOAD_BYTES } },
  // S3-compatible storage for uploads when S3_BUCKET is set; local media/ otherwise (src/lib/storage.ts).
  plugins: [...storagePlugins()],
  hooks: { afterError: [storageOutageAnswer] },
  sharp,
  graphQL: { disablePlaygroundInProduction: true },
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts'), autoGenerate: false },
  telemetry: false,
  // The suite provokes refusals on purpose (GraphQL logs each as an error); Jest's assertions report real failures.
  ...(process.env.NODE_ENV === 'test' ? { logger: { options: { level: 'fatal' as const } } } : {}),
})
