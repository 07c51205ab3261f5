/** A sidebar group opens when the current route contains its word (spec: sidebar). */
export const groupIsOpen = (pathname: string, word: string): boolean => pathname.includes(word)
