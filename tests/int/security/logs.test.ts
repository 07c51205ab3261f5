import { Writable } from 'node:stream'

import { pino } from 'pino'

import { loggerOptions } from '../../../src/lib/logging'
import { testPayload, uniqueCedula } from '../helpers'

/** A logger configured exactly as the app's (payload.config.ts), writing into a string. */
const capture = () => {
  let text = ''
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk)
      done()
    },
  })
  return { logger: pino(loggerOptions('info'), stream), text: () => text }
}

describe('logs', () => {
  it('a failed registration insert is logged without any of its personal fields', async () => {
    const payload = await testPayload()
    const stamp = Date.now().toString(36)
    const personal = {
      nombre: `Zacarías${stamp}`,
      apellido: `Quintanilla${stamp}`,
      email: `zq.${stamp}@correo-privado.mx`,
      telefono: '5598761234',
      fecha_nac: '1987-03-14',
      cp: '06700',
      cedula: uniqueCedula(),
      escuela: `Escuela Privada ${stamp}`,
    }
    // The database itself refuses the row (a NUL byte): the error quotes every parameter of the insert.
    let failure: unknown
    try {
      await payload.db.create({
        collection: 'registrations',
        data: { ...personal, escuela: `${personal.escuela}\u0000`, member_code: `PM-${stamp}` },
      })
    } catch (error) {
      failure = error
    }
    expect(failure).toBeTruthy()
    expect(String((failure as Error).message) + String((failure as Error).stack)).toContain(personal.email) // the raw error does carry it
    const { logger, text } = capture()
    logger.error({ err: failure, msg: 'POST /officemax/register' })
    // As Payload's own error log writes it: the error's message as the line's message.
    logger.error({ err: failure, msg: (failure as Error).message })
    logger.error((failure as Error).message)
    // The error itself as the only argument: pino makes its message the line's `msg`.
    logger.error(failure)
    logger.error(failure as Error, 'consulta fallida')
    // Payload's count query (a list's total) fails the same way with the filter's value among its parameters.
    let countFailure: unknown
    try {
      await payload.db.count({ collection: 'registrations', where: { email: { equals: `${personal.email}\u0000` } } })
    } catch (error) {
      countFailure = error
    }
    if (countFailure) {
      logger.error(countFailure)
      logger.error({ err: countFailure, msg: (countFailure as Error).message })
    }
    logger.info(
      { data: personal, email: personal.email, req: { headers: { cookie: 'payload-token=secreto' } } },
      'request',
    )
    const output = text()
    expect(output).toContain('POST /officemax/register')
    for (const value of [...Object.values(personal), 'secreto']) expect(output).not.toContain(value)
    expect(
      await payload.count({
        collection: 'registrations',
        where: { email: { equals: personal.email } },
        overrideAccess: true,
      }),
    ).toEqual({ totalDocs: 0 })
  })

  it('a refusal is one line without a stack; a server fault keeps its stack', async () => {
    const { logger, text } = capture()
    logger.info({ err: Object.assign(new Error('No encontrado'), { status: 404 }) })
    logger.error({ err: new Error('fallo real') })
    const [refusal, fault] = text()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(refusal.err.stack).toBeUndefined()
    expect(fault.err.stack).toContain('fallo real')
  })

  it('a refusal Payload logs as an error is an info line (a 403 or 404 is not a fault)', () => {
    const { logger, text } = capture()
    logger.error(
      { err: Object.assign(new Error('No tienes permiso para realizar esta acción.'), { status: 403 }) },
      'No tienes permiso para realizar esta acción.',
    )
    logger.error({ err: Object.assign(new Error('fallo real'), { status: 500 }) })
    const [refusal, fault] = text()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(refusal.level).toBe(30)
    expect(refusal.err.stack).toBeUndefined()
    expect(fault.level).toBe(50)
  })
})
