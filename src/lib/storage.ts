import { s3Storage } from '@payloadcms/storage-s3'
import type { AfterErrorHook, Config, Plugin } from 'payload'

/**
 * Uploads in S3-compatible object storage when S3_BUCKET is set (every instance reads and writes the
 * same files); unset, they stay on the local disk under media/ (the single-machine default). Files are
 * still served by Payload at /api/<collection>/file/<name>, so next.config.mjs's safety headers and
 * the collections' read access apply exactly as for local files.
 */
/** The config's upload collections (`media`, the image bank, the templates): each one a file of its own in the storage. */
export const uploadCollections = (config: Pick<Config, 'collections'>): string[] =>
  (config.collections ?? []).filter((collection) => collection.upload).map((collection) => collection.slug)

export const s3Configured = (): boolean => Boolean(process.env.S3_BUCKET)

export const s3ClientConfig = () => ({
  endpoint: process.env.S3_ENDPOINT || undefined,
  region: process.env.S3_REGION || 'us-east-1',
  forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true' || process.env.S3_FORCE_PATH_STYLE === '1',
  credentials:
    process.env.S3_ACCESS_KEY_ID && process.env.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: process.env.S3_ACCESS_KEY_ID, secretAccessKey: process.env.S3_SECRET_ACCESS_KEY }
      : undefined,
  // A storage outage answers within seconds instead of holding the request (and its upload) open.
  requestHandler: { connectionTimeout: 2_000, requestTimeout: 10_000 },
  maxAttempts: 2,
})

/**
 * Always installed, enabled only with S3_BUCKET: the adapter's own fields (`_objectKey`, `prefix`) are
 * in the schema either way (`alwaysInsertFields`), so one set of migrations fits both setups.
 */
export const storagePlugins = (): Plugin[] => [
  // Installed last: the upload collections are read from the config the other plugins produced.
  (config) =>
    s3Storage({
      enabled: s3Configured(),
      alwaysInsertFields: true,
      bucket: process.env.S3_BUCKET ?? '',
      collections: Object.fromEntries(uploadCollections(config).map((slug) => [slug, true])),
      config: s3ClientConfig(),
    })(config),
]

export const STORAGE_UNAVAILABLE =
  'El almacenamiento de archivos no está disponible en este momento. Intenta de nuevo en unos minutos.'

/** Errors of the AWS SDK when the storage cannot be reached or answers with a server error. */
const isStorageOutage = (error: unknown): boolean => {
  if (!error || typeof error !== 'object') return false
  const { name, code, $metadata, cause } = error as {
    name?: string
    code?: string
    $metadata?: { httpStatusCode?: number }
    cause?: unknown
  }
  if ($metadata && (!$metadata.httpStatusCode || $metadata.httpStatusCode >= 500)) return true
  if (code && ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND'].includes(code)) return true
  if (name === 'TimeoutError' || name === 'RequestTimeout') return true
  return cause ? isStorageOutage(cause) : false
}

/** A write that fails because the storage is down answers 503 with a Spanish message, not a 500. */
export const storageOutageAnswer: AfterErrorHook = ({ error }) => {
  if (!s3Configured() || !isStorageOutage(error)) return
  return { status: 503, response: { errors: [{ message: STORAGE_UNAVAILABLE }] } }
}
