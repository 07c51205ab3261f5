/** The spec's length limits, stated once (forms, contract and collections read them from here). */
export const LIMITS = { text: 255, description: 1000, body: 20000 } as const
