/**
 * Copies a text for the visitor. Its own module: the registration's thank-you modal (in every page's
 * layout) copies the member code without bringing the share menu into every page's first scripts.
 */
/** Clipboard API first, then the legacy copy command; false when both fail. */
export const copyText = async (text: string): Promise<boolean> => {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    try {
      const area = document.createElement('textarea')
      area.value = text
      area.setAttribute('readonly', '')
      area.style.position = 'fixed'
      area.style.opacity = '0'
      document.body.appendChild(area)
      area.select()
      const done = document.execCommand('copy')
      area.remove()
      return done
    } catch {
      return false
    }
  }
}
