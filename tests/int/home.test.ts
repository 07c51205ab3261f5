import { homeSummary } from '../../src/admin/home/summary'
import { routeByPath } from '../../src/content/admin-routes'
import { testPayload, uniqueCedula } from './helpers'

/** 'Inicio' (src/admin/home/summary.ts): its figures are the database's counts. */
describe("the back office's home", () => {
  it('counts registrations today/week/total, published and unpublished items per module, and names both recommendations', async () => {
    const payload = await testPayload()
    const before = await homeSummary(payload)
    const stamp = Date.now().toString(36)
    await payload.create({
      collection: 'registrations',
      data: {
        nombre: 'Inés',
        apellido: `Inicio${stamp}`,
        email: `ines.${stamp}@escuela.mx`,
        telefono: '5512345678',
        fecha_nac: '1988-03-04',
        cp: '44100',
        cedula: uniqueCedula(),
        escuela: 'Escuela',
      },
      overrideAccess: true,
    })
    const after = await homeSummary(payload)
    expect(after.registrations.today).toBe(before.registrations.today + 1)
    expect(after.registrations.week).toBe(before.registrations.week + 1)
    expect(after.registrations.total).toBe(before.registrations.total + 1)
    expect(after.registrations.total).toBe(
      (await payload.count({ collection: 'registrations', overrideAccess: true })).totalDocs,
    )
    expect(after.nominations.total).toBe(
      (await payload.count({ collection: 'nominations', overrideAccess: true })).totalDocs,
    )

    const recipes = after.modules.find((module) => module.key === 'recipes')
    expect(recipes).toMatchObject({
      published: (
        await payload.count({ collection: 'recipes', where: { is_active: { equals: true } }, overrideAccess: true })
      ).totalDocs,
      unpublished: (
        await payload.count({ collection: 'recipes', where: { is_active: { not_equals: true } }, overrideAccess: true })
      ).totalDocs,
      href: '/admin/profe-max/bienestar/recetas',
    })
    const activities = after.modules.find((module) => module.key === 'activities')
    expect(activities?.published).toBe(
      (await payload.count({ collection: 'activities', overrideAccess: true })).totalDocs,
    )
    expect(after.recommendations.map((reco) => reco.label)).toEqual([
      'Recomendación del mes · Desarrollo',
      'Recomendación del mes · Bienestar',
    ])
    for (const reco of after.recommendations)
      expect(reco.visible ? reco.problem === null : Boolean(reco.problem)).toBe(true)
    expect(after.changes.length).toBeLessThanOrEqual(8)
  })

  it("every link on 'Inicio' opens a screen of the back office (modules, recommendations, latest changes)", async () => {
    const summary = await homeSummary(await testPayload())
    const links = [...summary.modules, ...summary.recommendations, ...summary.changes].map((entry) => entry.href)
    expect(links.length).toBeGreaterThanOrEqual(summary.modules.length + 2)
    // 'Aliados' linked to /admin/collections/allies, a not-found page since allies became hidden.
    expect(summary.modules.find((module) => module.key === 'allies')?.href).toBe('/admin/sitio/aliados')
    for (const href of links)
      expect({ href, screen: routeByPath(new URL(href, 'http://localhost').pathname)?.key }).toEqual({
        href,
        screen: expect.any(String),
      })
  })
})
