import { PhoneView } from './PhoneView'
import { exitPreviewHref } from './preview'
import { PREVIEW_MARK } from './preview-mark'

/**
 * The bar on top of a staff preview (issue 14): says that this is a preview of the newest version,
 * not what visitors see, offers the phone-width view (issue 28) and the way out (draft mode off, back
 * to the public page).
 */
export const PreviewBar = ({ path }: { path: string }) => (
  <div className="preview-bar" role="status" data-testid="preview-bar" {...{ [PREVIEW_MARK]: '' }}>
    <strong>Vista previa</strong>
    <span>
      Estás viendo la versión más reciente del blog, con los cambios que aún no se publican. Los visitantes no la ven.
    </span>
    {/* Issue 28: the same preview 390 px wide. */}
    <PhoneView path={path} />
    {/* A plain link, not next/link: leaving must reach the route that ends draft mode. */}
    <a href={exitPreviewHref(path)} className="preview-bar__exit">
      Salir de la vista previa
    </a>
  </div>
)
