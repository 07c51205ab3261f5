/**
 * Bounds for JSON that arrives from outside (issue 27). Every check here is a loop over an explicit
 * stack, never a recursion: a body of a few kilobytes can nest twelve thousand levels, and a recursive
 * walk over it overflows the call stack (a 500). Used by the /api guard (src/lib/request-guard.ts),
 * the contract's body reader (src/contract/body.ts) and the rich-text validator (src/lib/richtext/allow-list.ts).
 */

/**
 * The deepest nesting of objects and lists a body may have (the top object is level 1). No form needs
 * more than a handful; a blog body is the deepest thing we store — each nested list costs four levels
 * (`children`, the list, `children`, the item) — and 64 leaves room for a dozen nested lists.
 */
export const MAX_JSON_DEPTH = 64

export const TOO_DEEP = 'La solicitud tiene demasiados niveles anidados.'

/**
 * Whether JSON text nests deeper than `max`, read from the text itself (brackets outside strings), so
 * it can be asked before the text is parsed and costs one pass over it.
 */
export const jsonTextTooDeep = (text: string, max = MAX_JSON_DEPTH): boolean => {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i)
    if (inString) {
      if (char === 0x5c)
        i += 1 // a backslash: the next character is escaped (\" does not end the string)
      else if (char === 0x22) inString = false
    } else if (char === 0x22) inString = true
    else if (char === 0x7b || char === 0x5b) {
      depth += 1
      if (depth > max) return true
    } else if (char === 0x7d || char === 0x5d) depth -= 1
  }
  return false
}

/** Whether a parsed value nests deeper than `max` (objects and lists; the top one is level 1). */
export const valueTooDeep = (value: unknown, max = MAX_JSON_DEPTH): boolean => {
  const stack: [unknown, number][] = [[value, 1]]
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, depth] = next
    if (!item || typeof item !== 'object') continue
    if (depth > max) return true
    for (const child of Array.isArray(item) ? item : Object.values(item))
      if (child && typeof child === 'object') stack.push([child, depth + 1])
  }
  return false
}

/**
 * Whether any text in a parsed value — a string anywhere in it, or an object's key — matches `test`.
 * Meant for values already known not to be too deep; the loop itself does not depend on it.
 */
export const someText = (value: unknown, test: (text: string) => boolean): boolean => {
  const stack: unknown[] = [value]
  while (stack.length) {
    const item = stack.pop()
    if (typeof item === 'string') {
      if (test(item)) return true
    } else if (Array.isArray(item)) {
      // One at a time: spreading a list of a million entries into push() overflows its arguments.
      for (const child of item) stack.push(child)
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (test(key)) return true
        stack.push(child)
      }
    }
  }
  return false
}
