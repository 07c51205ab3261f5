import { call } from '../contract/call'
import { testPayload, tokenFor } from '../helpers'

describe('toggles', () => {
  it('twenty concurrent toggles of one item leave the state the count implies (even: unchanged)', async () => {
    const payload = await testPayload()
    const category = await payload.find({ collection: 'music-categories', limit: 1, depth: 0, overrideAccess: true })
    const item = category.docs[0]!
    // The item is a seeded one; an even number of toggles in all gives it back as it was.
    {
      await tokenFor('admin') // signed in once, before the parallel calls share the token
      const before = item.is_active
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          call('POST', `/profe-max/bienestar/musica/categorias/toggle-active/${item.id}`, { as: 'admin' }),
        ),
      )
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200))
      // Each answer reports a distinct step: ten say "on", ten say "off".
      expect(answers.filter((answer) => answer.body.data.is_active === true)).toHaveLength(10)
      expect((await payload.findByID({ collection: 'music-categories', id: item.id, depth: 0 })).is_active).toBe(before)
      const odd = await Promise.all(
        Array.from({ length: 21 }, () =>
          call('POST', `/profe-max/bienestar/musica/categorias/toggle-active/${item.id}`, { as: 'admin' }),
        ),
      )
      expect(odd.every((answer) => answer.status === 200)).toBe(true)
      expect((await payload.findByID({ collection: 'music-categories', id: item.id, depth: 0 })).is_active).toBe(
        !before,
      )
      await call('POST', `/profe-max/bienestar/musica/categorias/toggle-active/${item.id}`, { as: 'admin' })
    }
  })
})
