/** True for an absolute http(s) URL, the only kind the spec's link fields accept. */
export const isAbsoluteHttpUrl = (value: unknown): boolean => {
  if (typeof value !== 'string' || value.trim() === '') return false
  try {
    const url = new URL(value.trim())
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}
