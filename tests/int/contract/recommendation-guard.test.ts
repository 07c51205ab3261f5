import { rest, testPayload } from '../helpers'
import { keepRecommendations } from '../keep-recommendations'
import { call } from './call'

// Issue 13: the item a monthly recommendation points to cannot be unpublished or deleted, through
// any API. The suite points the development recommendation at a published tool of its own reading,
// and puts the recommendation back as it found it.
keepRecommendations(['development-recommendation'])
const context = { disableRevalidate: true }
const TOOLS = '/profe-max/desarrollo/herramientas'
const UNPUBLISH = 'Esta herramienta es la recomendación del mes de Desarrollo: elige otra antes de despublicarla.'
const DELETE = 'Esta herramienta es la recomendación del mes de Desarrollo: elige otra antes de eliminarla.'
let toolId: number

beforeAll(async () => {
  const tools = (await call('GET', `${TOOLS}/all?only_active=true`)).body as { id: number }[]
  toolId = tools[0]!.id
  const saved = await call('POST', '/profe-max/desarrollo/recomendacion/save', {
    as: 'editor',
    json: { type: 'tool', item_id: toolId },
  })
  expect(saved.status).toBe(200)
})

describe('the recommended item', () => {
  it('cannot be unpublished through the contract (toggle or edit) nor the REST API, and stays published', async () => {
    const toggled = await call('POST', `${TOOLS}/toggle-active/${toolId}`, { as: 'editor' })
    expect(toggled.status).toBe(409)
    expect(toggled.body).toMatchObject({ error: true, message: UNPUBLISH })
    const viaRest = await rest('PATCH', `tools/${toolId}`, { as: 'admin', body: { is_active: false } })
    expect(viaRest.status).toBe(409)
    const payload = await testPayload()
    await expect(
      payload.update({ collection: 'tools', id: toolId, data: { is_active: false }, context }),
    ).rejects.toThrow(UNPUBLISH)
    const current = await call('GET', '/profe-max/desarrollo/recomendacion/actual?section=1')
    expect(current.body).toMatchObject({ type: 'tool', item: { id: toolId } })
  })

  it('cannot be deleted', async () => {
    const deleted = await call('DELETE', `${TOOLS}/${toolId}`, { as: 'admin' })
    expect(deleted.status).toBe(409)
    expect(deleted.body).toMatchObject({ error: true, message: DELETE })
    const viaRest = await rest('DELETE', `tools/${toolId}`, { as: 'admin' })
    expect(viaRest.status).toBe(409)
    expect((await call('GET', '/profe-max/desarrollo/recomendacion/actual?section=1')).body.item.id).toBe(toolId)
  })

  it('can still be saved published', async () => {
    const saved = await rest('PATCH', `tools/${toolId}`, { as: 'admin', body: { is_active: true } })
    expect(saved.status).toBe(200)
  })
})
