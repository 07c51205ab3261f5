import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { escapeHtml } from '../email/templates'
import type { Handler } from './context'
import { ContractError, fail } from './http'

/**
 * A browser's own submission of a public form, before (or without) the site's scripts: an
 * urlencoded body sent by a navigation. The scripts send JSON and read JSON; this is answered with
 * pages instead (issue 31), with the same words.
 */
export const isPageFormPost = (request: Request): boolean => {
  const type = (request.headers.get('content-type') ?? '').toLowerCase()
  const accept = (request.headers.get('accept') ?? '').toLowerCase()
  const navigating = request.headers.get('sec-fetch-mode') === 'navigate' || accept.includes('text/html')
  return type.startsWith('application/x-www-form-urlencoded') && navigating
}

/** What a public form's page answer needs: where success goes, where to fix things, and the words. */
export type PageAnswer = { done: string; back: string; title: string; fallback: string; labels: Record<string, string> }

/**
 * The site's stylesheets as the build linked them into its prerendered 404 page (same build, same
 * hashed files): the answer page looks like the site without rendering React in a route handler.
 * Absent (under `next dev`) the page is plain, still complete.
 */
let stylesheets: Promise<string> | null = null
const siteStylesheets = (): Promise<string> =>
  (stylesheets ??= readFile(path.join(process.cwd(), '.next', 'server', 'app', '_not-found.html'), 'utf8')
    .then((html) => (html.match(/<link rel="stylesheet"[^>]*>/g) ?? []).join(''))
    .catch(() => ''))

const answerPage = async (answer: PageAnswer, message: string, errors: Record<string, string>): Promise<string> => {
  const items = Object.entries(errors)
    .filter(([field]) => field !== '_')
    .map(
      ([field, text]) => `<li><strong>${escapeHtml(answer.labels[field] ?? field)}:</strong> ${escapeHtml(text)}</li>`,
    )
    .join('')
  return `<!doctype html>
<html lang="es-MX"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(answer.title)} · ProfeMax</title>${await siteStylesheets()}</head>
<body><main id="contenido" class="container form-answer" data-testid="form-answer">
<p><a class="form-answer__brand" href="/">ProfeMax</a></p>
<h1>${escapeHtml(answer.title)}</h1>
<p role="alert">${escapeHtml(message)}</p>
${items ? `<ul class="form-answer__errors">${items}</ul>` : ''}
<p>Regresa con el botón Atrás de tu navegador para corregir tus datos sin volver a escribirlos, o abre el formulario de nuevo.</p>
<p class="form-answer__actions"><a class="btn btn--primary" href="${escapeHtml(answer.back)}">Volver al formulario</a> <a class="btn btn--ghost" href="/">Ir al inicio</a></p>
</main></body></html>`
}

/**
 * The same handler for both kinds of client: scripts get its JSON; a browser that posted the form
 * itself is sent on to `done` when it succeeded (303, so a reload does not send it again), or gets a
 * page with the refusal's own message and field messages, with its status (400, 429 with Retry-After).
 */
export const answeringPages =
  (handler: Handler, answer: PageAnswer): Handler =>
  async (ctx) => {
    if (!isPageFormPost(ctx.request)) return handler(ctx)
    let response: Response
    try {
      response = await handler(ctx)
    } catch (error) {
      if (!(error instanceof ContractError)) throw error
      response = fail(error.status, error.message, error.errors)
    }
    if (response.ok)
      return new Response(null, { status: 303, headers: { Location: answer.done, 'Cache-Control': 'no-store' } })
    const body = (await response.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string> }
    const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
    const retryAfter = response.headers.get('Retry-After')
    if (retryAfter) headers.set('Retry-After', retryAfter)
    return new Response(await answerPage(answer, body.message || answer.fallback, body.errors ?? {}), {
      status: response.status,
      headers,
    })
  }
