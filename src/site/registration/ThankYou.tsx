import type { ReactNode } from 'react'

/** The thank-you words: the modal after a registration and the page a scriptless browser lands on. */
export function ThankYou({ mailedTo, children }: { mailedTo?: string | null; children?: ReactNode }) {
  return (
    <div className="thanks">
      {mailedTo ? (
        <>
          <p>Te enviamos tu código personal de socio por correo a:</p>
          <p className="thanks__email" data-testid="mailed-to">
            {mailedTo}
          </p>
        </>
      ) : (
        <p>Te enviamos tu código personal de socio por correo, al correo electrónico que escribiste.</p>
      )}
      <p>Si no lo ves en unos minutos, revisa tu carpeta de correo no deseado.</p>
      <p>
        Compártelo con tus alumnos y sus familias: cada compra con tu código suma puntos que canjeas por productos en
        tienda.
      </p>
      {children}
    </div>
  )
}
