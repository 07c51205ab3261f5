'use client'

import { Suspense, useEffect, useRef, type ReactNode } from 'react'

import { onIntent } from '../intent'
import { PageBanner } from '../PageBanner'
import { Reveal } from '../Reveal'
import { ART } from './art'
import { ViewLink } from './common'
import { MODULE_TEXT } from './modules'
import { HOME, portalHref, within, type Seccion, type View } from './nav'
import { lazyWithSkeleton, warmViews } from './lazy-views'
import { HydrationMark, MODULES_ID, PortalProvider, usePortal, usePreloadModule } from './PortalContext'
import { ShareLink } from './ShareLink'
import type { PortalShape } from './shape'
import type { PortalData } from './types'

/**
 * Each module's code, loaded when a module is opened in the browser: the portal's home needs none of
 * them. A module's own page does not go through these: it imports its module (`opened`, rendered by the
 * server into the page and hydrated with the page's first scripts).
 */
const Recursos = lazyWithSkeleton(() => import('./Recursos').then((module) => module.Recursos))
const Desarrollo = lazyWithSkeleton(() => import('./Desarrollo').then((module) => module.Desarrollo))
const Bienestar = lazyWithSkeleton(() => import('./Bienestar').then((module) => module.Bienestar))

/** The same imports, called on intent on 'Ver contenido' (src/site/intent.ts) with the module's parts: both are warm by the click. */
const WARM_MODULE: Record<Seccion, () => Promise<unknown>> = {
  recursos_educativos: () => Promise.all([import('./Recursos'), warmViews()]),
  desarrollo: () => import('./Desarrollo'),
  bienestar: () => Promise.all([import('./Bienestar'), warmViews()]),
}

export const MODULES: { key: Seccion; title: string; text: string; art: ReactNode }[] = [
  { key: 'recursos_educativos', ...MODULE_TEXT.recursos_educativos, art: ART.recursos },
  { key: 'desarrollo', ...MODULE_TEXT.desarrollo, art: ART.desarrollo },
  { key: 'bienestar', ...MODULE_TEXT.bienestar, art: ART.bienestar },
]

/** The default top banner: rendered on the server, never animated (it is the first thing read). */
function DefaultBanner() {
  return (
    <div data-testid="banner-default">
      <PageBanner
        kicker="ProfeMax"
        title="Todo para tu aula, tu crecimiento y tu bienestar"
        text="Recursos educativos, desarrollo profesional y bienestar para maestras y maestros de México, en un solo lugar."
        share={false}
      >
        <ShareLink path={portalHref(HOME)} />
      </PageBanner>
    </div>
  )
}

/**
 * A module's banner, swapped in while the module is open; its Compartir shares the current address (with
 * seccion). It animates in when a module is opened; a module opened by the address on load shows its
 * banner at once (it is the page's first content, and its largest paint).
 */
function ModuleBanner({ seccion, animate }: { seccion: Seccion; animate: boolean }) {
  const current = MODULES.find((m) => m.key === seccion)!
  // Inside a view (a list, a detail) that view's heading has the Compartir: one button per view.
  const { view } = usePortal()
  const Frame = animate ? Reveal : 'section'
  return (
    <Frame
      key={seccion}
      className={`banner pm-banner pm-banner--${seccion}`}
      aria-labelledby="page-title"
      {...(animate ? { amount: 0.25 } : {})}
    >
      <div className="container banner__row" data-testid={`banner-${seccion}`}>
        <div>
          <p className="banner__kicker">ProfeMax · Módulo</p>
          <h1 id="page-title">{current.title}</h1>
          <p className="lead pm-banner__lead">{current.text}</p>
        </div>
        {view.vista === null ? (
          <div className="banner__actions">
            <ShareLink path={portalHref(within(seccion))} />
          </div>
        ) : null}
      </div>
    </Frame>
  )
}

function ModulesHome() {
  const preloadModule = usePreloadModule()
  return (
    <div className="pm-view" data-testid="modules-home">
      <div className="section__head">
        <h2>Explora los módulos de ProfeMax</h2>
        <p className="lead">Elige un módulo para ver su contenido.</p>
      </div>
      <ul className="grid-3 pm-modules">
        {MODULES.map((m) => (
          <li key={m.key}>
            <Reveal as="div" amount={0.3} className="card pm-module">
              <div className="pm-module__art">{m.art}</div>
              <div className="card__body">
                <h3 id={`mod-${m.key}`}>{m.title}</h3>
                <p>{m.text}</p>
                <ViewLink
                  to={within(m.key)}
                  className="btn btn--blue"
                  aria-describedby={`mod-${m.key}`}
                  {...onIntent(() => {
                    void WARM_MODULE[m.key]()
                    preloadModule(m.key)
                  })}
                >
                  Ver contenido
                </ViewLink>
              </div>
            </Reveal>
          </li>
        ))}
      </ul>
    </div>
  )
}

function Modules({ seccion, opened }: { seccion: Seccion | null; opened: ReactNode }) {
  const { view } = usePortal()
  const first = useRef(true)
  // After a change of view, the new view's heading takes the focus (screen readers hear where they are).
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    document.querySelector<HTMLElement>(`#${MODULES_ID} [data-view-title]`)?.focus({ preventScroll: true })
  }, [view])
  return (
    <section
      id={MODULES_ID}
      className="section pm-modules-area"
      aria-label="Módulos"
      data-seccion={view.seccion ?? 'ninguna'}
    >
      <div className="container">
        {opened && view.seccion !== null && view.seccion === seccion ? (
          opened
        ) : view.seccion === 'recursos_educativos' ? (
          <Recursos />
        ) : view.seccion === 'desarrollo' ? (
          <Desarrollo />
        ) : view.seccion === 'bienestar' ? (
          <Bienestar />
        ) : (
          <ModulesHome />
        )}
      </div>
    </section>
  )
}

function TopBanner() {
  const { view, landed } = usePortal()
  return view.seccion ? <ModuleBanner seccion={view.seccion} animate={!landed} /> : <DefaultBanner />
}

/**
 * The portal: top banner (default or module), the modules area. `view` is the view the server renders
 * (next.config.mjs rewrites `/profe-max?seccion=…&vista=…` to that view's static page of its module), so
 * a view opened by its address paints at once, complete without scripts; `opened` is that module,
 * rendered by the server page that imports it.
 */
export function Portal({
  data,
  view = HOME,
  opened = null,
  siteUrl,
  shape,
}: {
  data: PortalData
  shape: PortalShape
  view?: View
  opened?: ReactNode
  siteUrl: string
}) {
  const seccion = view.seccion
  const banner = (
    <>
      <TopBanner />
      <HydrationMark />
    </>
  )
  const modules = (
    <>
      <Modules seccion={seccion} opened={opened} />
      <HydrationMark />
    </>
  )
  return (
    <PortalProvider data={data} shape={shape} initial={view} siteUrl={siteUrl}>
      {opened ? (
        // A module's own page: no boundaries. In the prerendered HTML the module's boundary, and with it
        // removed the banner's, went out as a streamed segment that only a script moves into place (React
        // may send a completed boundary apart): without scripts they were missing (issue 31). The page
        // then hydrates in one piece.
        <>
          {banner}
          {modules}
        </>
      ) : (
        // The modules home: each boundary hydrates as its own interruptible task (no long task blocking the
        // first tap); its HTML is small enough to stay inline (tests/e2e/site/visit.spec.ts compares it).
        <>
          <Suspense>{banner}</Suspense>
          <Suspense>{modules}</Suspense>
        </>
      )}
    </PortalProvider>
  )
}
