import { cleanFileName } from '../../src/lib/uploads'

describe('upload file names', () => {
  it.each([
    ['foto\u202egnp.exe', 'fotognp.exe'],
    ['.htaccess', 'archivo.htaccess'],
    ['.oculto.png', 'oculto.png'],
    ['..\u0000.png', 'archivo.png'],
    ['...', 'archivo'],
    ['../../etc/passwd.png', '-..-etc-passwd.png'],
    ['a\u200fb\u2066c.jpg', 'abc.jpg'],
    ['Mañana ñ.png', 'Mañana ñ.png'],
    [`${'x'.repeat(400)}.png`, `${'x'.repeat(150)}.png`],
  ])('%j -> %j', (input, expected) => {
    expect(cleanFileName(input)).toBe(expected)
  })
})
