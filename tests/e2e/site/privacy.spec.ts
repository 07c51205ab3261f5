import { expect, test } from '@playwright/test'

import { DATA_CONTROLLER } from '../../../src/content/legal'
import { returningVisitor } from './helpers'

test.beforeEach(async ({ context }) => returningVisitor(context))

test('the privacy notice carries the LFPDPPP items: controller and address, purposes, voters, published nominee data, the ARCO channel', async ({
  page,
}) => {
  await page.goto('/aviso-de-privacidad')
  const notice = page.locator('main .prose')
  const section = (heading: string) => notice.locator(`h2:text-is("${heading}") + *`)
  await expect(notice.getByRole('heading', { level: 2 })).toHaveText([
    'Responsable de tus datos',
    'Datos que recabamos',
    'Para qué los usamos',
    'Qué datos publicamos',
    'Quién los ve y con quién los compartimos',
    'Tus derechos ARCO',
    'Cambios a este aviso',
  ])
  await expect(section('Responsable de tus datos')).toContainText(
    `${DATA_CONTROLLER.name}, con domicilio en ${DATA_CONTROLLER.address}, es responsable`,
  )
  await expect(section('Responsable de tus datos')).toContainText(
    'Ley Federal de Protección de Datos Personales en Posesión de los Particulares',
  )
  await expect(section('Datos que recabamos')).toContainText(
    'Votos del concurso: el correo electrónico con el que votas',
  )
  await expect(notice).toContainText('Con el correo de quien vota: enviarle el enlace para confirmar su voto')
  await expect(notice).toContainText('Finalidad adicional, que puedes rechazar')
  // No longer "not published": what the contest shows is named.
  await expect(section('Qué datos publicamos')).toContainText('publicamos su nombre y apellido, su escuela y su estado')
  await expect(notice).not.toContainText('No los publicamos')
  const arco = notice.locator('#arco ~ ul').first()
  await expect(arco.getByRole('link', { name: DATA_CONTROLLER.email })).toHaveAttribute(
    'href',
    `mailto:${DATA_CONTROLLER.email}`,
  )
  await expect(arco).toContainText('20 días hábiles')
})
