import sharp from 'sharp'

import { testPayload } from '../helpers'

describe('uploaded files', () => {
  it('are stored under a clean name: no bidi or control characters, no leading dot', async () => {
    const payload = await testPayload()
    const data = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } })
      .png()
      .toBuffer()
    const created = []
    try {
      for (const name of ['\u202egnp.exe.png', '.oculto.png']) {
        const doc = await payload.create({
          collection: 'media',
          data: { alt: 'prueba' },
          file: { data, name, mimetype: 'image/png', size: data.length },
          overrideAccess: true,
        })
        created.push(doc.id)
        expect(doc.filename).toBeTruthy()
        expect(doc.filename).not.toMatch(/[\u202a-\u202e\u0000-\u001f]/)
        expect(doc.filename!.startsWith('.')).toBe(false)
      }
    } finally {
      for (const id of created) await payload.delete({ collection: 'media', id, overrideAccess: true })
    }
  })
})
