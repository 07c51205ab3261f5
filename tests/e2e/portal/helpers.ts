import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

/** The seeded development admin (README). */
export const ADMIN = { email: 'admin@profemax.mx', password: 'ProfeMax-2026' }

type Doc = Record<string, unknown> & { id: number }

/** Payload's REST API signed in as the admin (JWT header: no cookie, so no cross-site question). */
export class Api {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async signIn(request: APIRequestContext): Promise<Api> {
    const response = await request.post('/api/users/login', { data: ADMIN })
    expect(response.ok(), await response.text()).toBeTruthy()
    const { token } = (await response.json()) as { token: string }
    return new Api(request, token)
  }

  private get headers() {
    return { Authorization: `JWT ${this.token}` }
  }

  async find(collection: string, where: Record<string, string> = {}): Promise<Doc[]> {
    const params = new URLSearchParams({ limit: '500', depth: '0', sort: 'id' })
    for (const [field, value] of Object.entries(where)) params.set(`where[${field}][equals]`, value)
    const response = await this.request.get(`/api/${collection}?${params}`, { headers: this.headers })
    expect(response.ok()).toBeTruthy()
    return ((await response.json()) as { docs: Doc[] }).docs
  }

  async one(collection: string, field: string, value: string): Promise<Doc> {
    const [doc] = await this.find(collection, { [field]: value })
    if (!doc) throw new Error(`${collection}: no ${field} = ${value}`)
    return doc
  }

  async update(collection: string, id: number, data: Record<string, unknown>): Promise<void> {
    const response = await this.request.patch(`/api/${collection}/${id}`, { headers: this.headers, data })
    expect(response.ok(), await response.text()).toBeTruthy()
  }

  async create(collection: string, data: Record<string, unknown>): Promise<Doc> {
    const response = await this.request.post(`/api/${collection}`, { headers: this.headers, data })
    expect(response.ok(), await response.text()).toBeTruthy()
    return ((await response.json()) as { doc: Doc }).doc
  }

  async remove(collection: string, id: number): Promise<void> {
    await this.request.delete(`/api/${collection}/${id}`, { headers: this.headers })
  }

  async global(slug: string): Promise<Record<string, unknown>> {
    const response = await this.request.get(`/api/globals/${slug}?depth=0`, { headers: this.headers })
    return (await response.json()) as Record<string, unknown>
  }

  async setGlobal(slug: string, data: Record<string, unknown>): Promise<void> {
    const response = await this.request.post(`/api/globals/${slug}`, { headers: this.headers, data })
    expect(response.ok(), await response.text()).toBeTruthy()
  }
}

/** Opens the portal as a returning visitor (the registration modal does not open by itself). */
export const openPortal = async (page: Page, query = ''): Promise<void> => {
  await page.addInitScript(() => window.localStorage.setItem('dontShowRegisterForm', 'true'))
  await page.goto(`/profe-max${query}`)
  await expect(page.locator('#modulos')).toBeVisible()
}

/** Waits until React has hydrated the portal: a click on a view link is then handled in place, not by a page load. */
export const hydrated = async (page: Page): Promise<void> => {
  await page.waitForFunction(() => {
    const root = document.getElementById('modulos')
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactFiber'))
  })
}

/**
 * The page is static and revalidated by tag on every staff edit: reload until the edit shows
 * (the first request after an edit may still get the previous copy while the new one renders).
 */
export const reloadUntil = async (page: Page, query: string, check: () => Promise<void>): Promise<void> => {
  await expect(async () => {
    await openPortal(page, query)
    await check()
  }).toPass({ timeout: 30_000, intervals: [500, 1000, 2000] })
}

export const PHONE = { viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true } as const
export const TABLET = { viewport: { width: 1024, height: 800 } } as const
export const DESKTOP = { viewport: { width: 1440, height: 900 } } as const

/** Restores a recommendation global after the tests of the enclosing describe changed it. */
export const keepGlobal = (slug: string): void => {
  let saved: Record<string, unknown> = {}
  test.beforeAll(async ({ request }) => {
    saved = await (await Api.signIn(request)).global(slug)
  })
  test.afterAll(async ({ request }) => {
    const item = saved.item as { relationTo: string; value: number }
    await (
      await Api.signIn(request)
    ).setGlobal(slug, { type: saved.type, item: { relationTo: item.relationTo, value: item.value } })
  })
}

/** A fourth published copy of an item (its image reused), to show that lists stop at 3. */
export const createCopy = async (
  api: Api,
  collection: string,
  of: Record<string, unknown>,
  fields: Record<string, unknown>,
) => {
  const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = of
  return api.create(collection, { ...rest, ...fields, is_active: true })
}
