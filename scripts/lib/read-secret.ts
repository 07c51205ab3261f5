/**
 * Reads a secret without echoing it: on a terminal, a prompt whose keystrokes are not shown; otherwise
 * the first line of stdin (`printf '%s\n' "$PASS" | npm run create-admin -- email`).
 */
export const readSecret = async (prompt: string): Promise<string> => {
  const input = process.stdin
  if (!input.isTTY) {
    let text = ''
    for await (const chunk of input) {
      text += String(chunk)
      if (text.includes('\n')) break
    }
    return text.split(/\r?\n/)[0] ?? ''
  }
  process.stderr.write(prompt)
  input.setRawMode(true)
  input.resume()
  input.setEncoding('utf8')
  return new Promise((resolve) => {
    let value = ''
    const onData = (key: string) => {
      for (const char of key) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          input.setRawMode(false)
          input.pause()
          input.off('data', onData)
          process.stderr.write('\n')
          resolve(value)
          return
        }
        if (char === '\u0003') process.exit(130)
        value = char === '\u007f' || char === '\b' ? value.slice(0, -1) : value + char
      }
    }
    input.on('data', onData)
  })
}
