/** The contest's Spanish messages (ours: the spec shows no voting; listed in docs/spec-deviations.md). */
export const CONTEST_MESSAGES = {
  voteSent: 'Te enviamos un correo. Abre el enlace en las próximas 24 horas para confirmar tu voto.',
  voteConfirmed: '¡Gracias! Tu voto quedó confirmado y ya cuenta.',
  alreadyVoted: 'Ya votaste por este profe con este correo. Solo cuenta un voto por correo para cada profe.',
  linkUsed: 'Este enlace ya se usó. Cada enlace confirma un solo voto.',
  linkExpired: 'El enlace venció: solo es válido 24 horas. Vota de nuevo para recibir otro.',
  linkInvalid: 'El enlace no es válido. Revisa que esté completo o vota de nuevo.',
  candidateUnavailable: 'Este profe no está disponible para votar.',
  invalidEmail: 'Escribe un correo válido.',
  chooseCandidate: 'Elige a un profe para votar.',
  nominationApproved: 'Nominación aprobada.',
  nominationRejected: 'Nominación rechazada.',
} as const
