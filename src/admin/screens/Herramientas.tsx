'use client'

export const HerramientasScreen = () => <p>Herramientas</p>
