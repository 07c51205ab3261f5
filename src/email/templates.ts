/**
 * The site's messages, in HTML and plain text, Spanish (es-MX), in the brand's blue and yellow.
 * HTML for mail clients: one 600 px table, inline styles only, no web fonts, no images (a client
 * that blocks images still shows everything), a plain-text part with the same words.
 */
import { CONTACT_EMAIL, LEGAL_PATHS, REGISTRATION_PAGE } from '../lib/site-config'
import type { OutgoingMessage } from './queue'
import { siteUrl } from './settings'

const BLUE = '#0d4a8c'
const BLUE_DARK = '#08264a'
const YELLOW = '#ffc928'
const TINT = '#f3f8fe'

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

type Link = { label: string; href: string }
type Block =
  | { kind: 'p'; text: string }
  | { kind: 'code'; label: string; value: string }
  | { kind: 'button'; label: string; href: string }
  | { kind: 'small'; text: string }
  | { kind: 'links'; title: string; links: Link[] }

const htmlBlock = (block: Block): string => {
  switch (block.kind) {
    case 'p':
      return `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2937">${escapeHtml(block.text)}</p>`
    case 'small':
      return `<p style="margin:0 0 12px;font-size:13px;line-height:20px;color:#4b5563">${escapeHtml(block.text)}</p>`
    case 'links':
      return `<p style="margin:8px 0 6px;font-size:14px;font-weight:bold;color:${BLUE_DARK}">${escapeHtml(block.title)}</p>
<ul style="margin:0 0 16px;padding-left:20px;font-size:14px;line-height:24px;color:#1f2937">${block.links.map((link) => `<li><a href="${escapeHtml(link.href)}" style="color:${BLUE}">${escapeHtml(link.label)}</a></li>`).join('')}</ul>`
    case 'code':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:8px 0 20px"><tr><td align="center" style="background:${TINT};border:2px dashed ${BLUE};border-radius:12px;padding:18px">
<div style="font-size:13px;color:#4b5563;margin-bottom:6px">${escapeHtml(block.label)}</div>
<div style="font-family:'Courier New',Courier,monospace;font-size:28px;font-weight:bold;letter-spacing:2px;color:${BLUE_DARK}" data-member-code>${escapeHtml(block.value)}</div>
</td></tr></table>`
    case 'button':
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 20px"><tr><td style="background:${YELLOW};border-radius:999px">
<a href="${escapeHtml(block.href)}" style="display:inline-block;padding:14px 28px;font-size:16px;font-weight:bold;color:${BLUE_DARK};text-decoration:none">${escapeHtml(block.label)}</a>
</td></tr></table>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#4b5563">Si el botón no funciona, copia esta dirección en tu navegador:<br><a href="${escapeHtml(block.href)}" style="color:${BLUE};word-break:break-all">${escapeHtml(block.href)}</a></p>`
  }
}

const textBlock = (block: Block): string => {
  switch (block.kind) {
    case 'p':
    case 'small':
      return block.text
    case 'code':
      return `${block.label} ${block.value}`
    case 'button':
      return `${block.label}: ${block.href}`
    case 'links':
      return [block.title, ...block.links.map((link) => `- ${link.label}: ${link.href.replace(/^mailto:/, '')}`)].join(
        '\n',
      )
  }
}

const FOOTER =
  'ProfeMax, el programa de lealtad para maestras y maestros de México. Este correo se envió automáticamente; no respondas a esta dirección.'

/** One message from a title, a greeting and blocks: the same words in the HTML and in the text part. */
export const compose = (to: string, subject: string, title: string, blocks: Block[]): OutgoingMessage => {
  const html = `<!doctype html>
<html lang="es-MX"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#eef2f7;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#eef2f7"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:16px;overflow:hidden">
<tr><td style="background:${BLUE};padding:20px 28px">
<span style="display:inline-block;background:${YELLOW};color:${BLUE_DARK};font-weight:bold;font-size:14px;border-radius:8px;padding:6px 8px;margin-right:8px">PM</span>
<span style="color:#ffffff;font-size:20px;font-weight:bold;vertical-align:middle">ProfeMax</span>
</td></tr>
<tr><td style="height:6px;background:${YELLOW};line-height:6px;font-size:0">&nbsp;</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 20px;font-size:24px;line-height:30px;color:${BLUE_DARK}">${escapeHtml(title)}</h1>
${blocks.map(htmlBlock).join('\n')}
</td></tr>
<tr><td style="background:${TINT};padding:18px 28px;font-size:12px;line-height:18px;color:#4b5563">${escapeHtml(FOOTER)}</td></tr>
</table>
</td></tr></table>
</body></html>`
  const text = [title, '', ...blocks.map(textBlock).flatMap((line) => [line, '']), '--', FOOTER].join('\n')
  return { to, subject, html, text }
}

/**
 * Where a member goes from their code (issue 31): the portal, the terms and privacy notice they
 * accepted, how to reach the programme, and how to get the code again.
 */
const memberLinks = (): Block => {
  const site = siteUrl()
  return {
    kind: 'links',
    title: 'Enlaces útiles',
    links: [
      { label: 'Recursos para docentes en ProfeMax', href: `${site}/profe-max` },
      { label: 'Términos y condiciones', href: `${site}${LEGAL_PATHS.terms}` },
      { label: 'Aviso de privacidad', href: `${site}${LEGAL_PATHS.privacy}` },
      { label: `Contacto: ${CONTACT_EMAIL}`, href: `mailto:${CONTACT_EMAIL}` },
      {
        label: '¿Perdiste este correo? Reenvía tu código de socio',
        href: `${site}${REGISTRATION_PAGE}#reenviar-codigo`,
      },
    ],
  }
}

/** Registration: the member code and how to use it. */
export const welcomeEmail = (to: string, name: string, memberCode: string): OutgoingMessage =>
  compose(to, 'Bienvenida a ProfeMax: tu código de socio', `¡Hola, ${name}! Ya eres parte de ProfeMax`, [
    {
      kind: 'p',
      text: 'Gracias por unirte al programa de lealtad para maestras y maestros. Este es tu código de socio:',
    },
    { kind: 'code', label: 'Código de socio', value: memberCode },
    {
      kind: 'p',
      text: 'Cómo usarlo: muéstralo en caja cada vez que compres en la tienda (o escríbelo al comprar en línea) para acumular tus puntos. Los puntos pueden tardar hasta 24 horas en reflejarse.',
    },
    {
      kind: 'p',
      text: 'Los beneficios son exclusivos para docentes con cédula profesional; en tienda podrían pedirte una identificación oficial.',
    },
    memberLinks(),
    { kind: 'small', text: 'Guarda este correo: aquí tendrás tu código siempre a la mano.' },
  ])

/** 'Ya soy socio: reenviar mi código': the member code again, to the registered mailbox only. */
export const memberCodeEmail = (to: string, name: string, memberCode: string): OutgoingMessage =>
  compose(to, 'Tu código de socio de ProfeMax', `¡Hola, ${name}! Aquí está tu código de socio`, [
    {
      kind: 'p',
      text: 'Recibimos una solicitud para reenviarte tu código de socio de ProfeMax. Es el mismo de siempre:',
    },
    { kind: 'code', label: 'Código de socio', value: memberCode },
    {
      kind: 'p',
      text: 'Muéstralo en caja cada vez que compres en la tienda (o escríbelo al comprar en línea) para acumular tus puntos.',
    },
    memberLinks(),
    { kind: 'small', text: 'Si no lo solicitaste, no tienes que hacer nada: tu registro y tus puntos no cambiaron.' },
  ])

/*
 * Registration that matched someone already in the programme. The site answers every registration
 * alike ('Registro exitoso'), so it never tells a visitor who is registered; these messages, sent
 * only to the mailboxes involved, say what happened.
 */

/** The address is already registered: its owner gets their code again. */
export const alreadyRegisteredEmail = (to: string, name: string, memberCode: string): OutgoingMessage =>
  compose(to, 'Ya eres parte de ProfeMax: tu código de socio', `¡Hola, ${name}! Ya estabas registrado`, [
    {
      kind: 'p',
      text: 'Recibimos una nueva solicitud de registro con este correo, pero ya eres parte del programa, así que no creamos otra cuenta. Tu código de socio sigue siendo el mismo:',
    },
    { kind: 'code', label: 'Código de socio', value: memberCode },
    memberLinks(),
    { kind: 'small', text: 'Si no fuiste tú, no tienes que hacer nada: tu registro y tus puntos no cambiaron.' },
  ])

/** The cédula is registered under this address, and someone tried it with another one. */
export const cedulaAlreadyUsedEmail = (to: string, name: string): OutgoingMessage =>
  compose(to, 'Intento de registro con tu cédula profesional', `Hola, ${name}`, [
    {
      kind: 'p',
      text: 'Recibimos una solicitud de registro en ProfeMax con tu cédula profesional y otro correo electrónico. No creamos otra cuenta: cada cédula tiene un solo código de socio, y el tuyo sigue ligado a este correo.',
    },
    {
      kind: 'small',
      text: 'Si fuiste tú, usa el código de socio que te enviamos a este correo. Si no, no tienes que hacer nada: tu registro y tus puntos no cambiaron.',
    },
  ])

/** The typed address is new but the cédula belongs to a member: nothing was created. */
export const registrationNotCompletedEmail = (to: string, name: string): OutgoingMessage =>
  compose(to, 'No pudimos completar tu registro en ProfeMax', `Hola, ${name}`, [
    {
      kind: 'p',
      text: 'Recibimos tu solicitud de registro, pero no pudimos completarla: la cédula profesional que escribiste ya tiene un código de socio, y cada cédula puede tener solo uno.',
    },
    {
      kind: 'p',
      text: 'Si ya te habías registrado con otro correo, busca ahí el correo de bienvenida con tu código de socio.',
    },
    { kind: 'small', text: 'Si no solicitaste este registro, ignora este correo.' },
  ])

/** Vote: the confirmation link (24 h, single use). */
export const voteConfirmationEmail = (to: string, candidate: string, link: string): OutgoingMessage =>
  compose(to, 'Confirma tu voto en Mi Profe Max', 'Confirma tu voto', [
    { kind: 'p', text: `Recibimos tu voto por ${candidate}. Para que cuente, confírmalo con este botón:` },
    { kind: 'button', label: 'Confirmar mi voto', href: link },
    {
      kind: 'small',
      text: 'El enlace vence en 24 horas y solo se puede usar una vez. Si no votaste, ignora este correo: sin confirmación el voto no cuenta.',
    },
  ])

/**
 * Vote for a candidate this mailbox's vote already counts for: no link (nothing to confirm). The
 * site answered as for any vote, so this message is where the person learns it.
 */
export const voteAlreadyCountedEmail = (to: string, candidate: string): OutgoingMessage =>
  compose(to, 'Ya habías votado en Mi Profe Max', 'Ya habías votado', [
    {
      kind: 'p',
      text: `Recibimos un voto por ${candidate} con este correo, pero ya habías votado por este profe y tu voto ya cuenta. Solo cuenta un voto por correo para cada profe, así que no tienes que hacer nada más.`,
    },
    { kind: 'small', text: 'Si no votaste, ignora este correo: no se registró ningún voto nuevo.' },
  ])

/** Staff password reset (Payload's forgot-password flow). */
export const passwordResetEmail = (to: string, link: string): OutgoingMessage =>
  compose(to, 'Restablece tu contraseña de ProfeMax', 'Restablece tu contraseña', [
    {
      kind: 'p',
      text: 'Recibimos una solicitud para restablecer la contraseña de tu cuenta del panel de administración de ProfeMax.',
    },
    { kind: 'button', label: 'Elegir una contraseña nueva', href: link },
    {
      kind: 'small',
      text: 'El enlace vence en 1 hora. Si no lo solicitaste, ignora este correo: tu contraseña no cambia.',
    },
  ])

/** A plain-text part for a message that came with HTML only (Payload's own mails). */
export const htmlToText = (html: string): string =>
  html
    .replace(/<(style|title)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, '$2 ($1)')
    .replace(/<(br|\/p|\/h1|\/tr|\/div)[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
