/** The portal's state lives in the address: ?seccion=…&vista=…&id=…&categoria=…&destacado=… */

export const SECCIONES = ['recursos_educativos', 'desarrollo', 'bienestar'] as const
export type Seccion = (typeof SECCIONES)[number]

export type View = {
  seccion: Seccion | null
  vista: string | null
  id: number | null
  categoria: number | null
  destacado: number | null
}

export const HOME: View = { seccion: null, vista: null, id: null, categoria: null, destacado: null }

const positive = (value: string | null): number | null => {
  const n = Number(value)
  return value && Number.isInteger(n) && n > 0 ? n : null
}

export const parseView = (search: string): View => {
  const params = new URLSearchParams(search)
  const seccion = params.get('seccion')
  if (!SECCIONES.includes(seccion as Seccion)) return HOME
  return {
    seccion: seccion as Seccion,
    vista: params.get('vista') || null,
    id: positive(params.get('id')),
    categoria: positive(params.get('categoria')),
    destacado: positive(params.get('destacado')),
  }
}

/** The address of a view: the page itself for the modules home. */
export const viewHref = (view: View, pathname: string): string => {
  if (!view.seccion) return pathname
  const params = new URLSearchParams({ seccion: view.seccion })
  for (const key of ['vista', 'id', 'categoria', 'destacado'] as const) {
    const value = view[key]
    if (value !== null) params.set(key, String(value))
  }
  return `${pathname}?${params.toString()}`
}

/** The portal's own address of a view (next.config.mjs serves each from a static page of its module). */
export const PORTAL_PATH = '/profe-max'
export const portalHref = (view: View): string => viewHref(view, PORTAL_PATH)

/** A view inside the current module. */
export const within = (
  seccion: Seccion,
  vista: string | null = null,
  id: number | null = null,
  extra: Partial<View> = {},
): View => ({
  ...HOME,
  seccion,
  vista,
  id,
  ...extra,
})
