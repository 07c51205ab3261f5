import { exitPreviewHref } from './preview'
import { PREVIEW_MARK } from './preview-mark'

/**
 * The bar on top of a staff preview (issue 14): says that this is a preview of the newest version,
 * not what visitors see, and offers the way out (draft mode off, back to the public page).
 */
export const PreviewBar = ({ path }: { path: string }) => (
  <div className="preview-bar" role="status" data-testid="preview-bar" {...{ [PREVIEW_MARK]: '' }}>
    <strong>Vista previa</strong>
    <span>
      Estás viendo la versión más reciente del blog, con los cambios que aún no se publican. Los visitantes no la ven.
    </span>
    {/* A plain link, not next/link: leaving must reach the route that ends draft mode. */}
    <a href={exitPreviewHref(path)} className="preview-bar__exit">
      Salir de la vista previa
    </a>
  </div>
)
