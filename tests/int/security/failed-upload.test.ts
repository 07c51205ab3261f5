import { readdirSync } from 'node:fs'
import path from 'node:path'

import { REST_POST } from '@payloadcms/next/routes'
import sharp from 'sharp'

import config from '../../../payload.config'
import { testPayload, tokenFor } from '../helpers'

/**
 * Issue 11: an item and its upload are saved all or nothing. A multipart create on /api whose file
 * Payload has already written but whose row the database refuses (a category that does not exist)
 * must leave neither a row nor a file (collections/hooks/discardFailedUpload.ts).
 */
const post = REST_POST(config)
const IMAGES_DIR = path.resolve('media/images')

const filesNamed = (stem: string): string[] => readdirSync(IMAGES_DIR).filter((name) => name.startsWith(stem))

const multipart = async (collection: string, stem: string, fields: Record<string, unknown>) => {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `${stem}.png`)
  form.append('_payload', JSON.stringify(fields))
  const request = new Request(`http://localhost:3000/api/${collection}`, {
    method: 'POST',
    headers: { Authorization: `JWT ${await tokenFor('admin')}` },
    body: form,
  })
  const response = await post(request, { params: Promise.resolve({ slug: [collection] }) })
  return { status: response.status, json: (await response.json()) as { doc?: { id: number; filename: string } } }
}

describe('a failed save through /api leaves no orphan upload', () => {
  it('a multipart create whose row is refused after its file was written stores neither', async () => {
    const payload = await testPayload()
    const stem = `huerfana-${Date.now().toString(36)}`
    const rowsBefore = (await payload.count({ collection: 'images', overrideAccess: true })).totalDocs

    const failed = await multipart('images', stem, { title: 'Imagen sin categoría', category: 999_999_999 })
    expect(failed.status).toBeGreaterThanOrEqual(400)
    expect(failed.status).toBeLessThan(500)
    expect((await payload.count({ collection: 'images', overrideAccess: true })).totalDocs).toBe(rowsBefore)
    expect(filesNamed(stem)).toEqual([])

    // The same request with a real (seeded) category is stored with its files: the cleanup is only for failures.
    const { docs } = await payload.find({ collection: 'image-categories', limit: 1, depth: 0, overrideAccess: true })
    const saved = await multipart('images', stem, { title: 'Imagen con categoría', category: docs[0]!.id })
    expect(saved.status).toBe(201)
    expect(filesNamed(stem).length).toBeGreaterThanOrEqual(1)
    await payload.delete({ collection: 'images', id: saved.json.doc!.id, overrideAccess: true })
    expect(filesNamed(stem)).toEqual([])
  })
})
