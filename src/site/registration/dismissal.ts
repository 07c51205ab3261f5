/** localStorage key of the spec: 'true' once the visitor closed or submitted the form. */
export const DONT_SHOW_KEY = 'dontShowRegisterForm'

/** This browser closed the form or registered: it is not pushed to register again. */
export const rememberDismissal = () => {
  try {
    window.localStorage.setItem(DONT_SHOW_KEY, 'true')
  } catch {
    // Storage blocked (private mode): the form may open again next time, nothing breaks.
  }
}

export const dismissedBefore = (): boolean => {
  try {
    return window.localStorage.getItem(DONT_SHOW_KEY) === 'true'
  } catch {
    return true
  }
}
