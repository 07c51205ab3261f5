/**
 * The attribute of the staff preview bar (PreviewBar.tsx): a page that shows it is a preview, and
 * the registration form does not open by itself there (src/site/registration/RegistrationContext.tsx).
 */
export const PREVIEW_MARK = 'data-preview-bar'
