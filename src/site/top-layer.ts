/**
 * The modal dialogs open now, in opening order. A modal <dialog> sits in the browser's top layer and
 * makes everything outside it inert, so the toast area is moved inside the topmost one while it is open
 * (src/site/Toasts.tsx): a toast raised over a form is then drawn above the backdrop and can be read.
 */
const open: HTMLDialogElement[] = []
const listeners = new Set<() => void>()

const changed = () => listeners.forEach((listener) => listener())

export const topLayer = {
  add(dialog: HTMLDialogElement) {
    open.push(dialog)
    changed()
  },
  remove(dialog: HTMLDialogElement) {
    const index = open.lastIndexOf(dialog)
    if (index >= 0) open.splice(index, 1)
    changed()
  },
  /** The dialog drawn on top, if any. */
  top: (): HTMLDialogElement | null => open[open.length - 1] ?? null,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
}
