'use client'

export const PlantillasScreen = () => <p>Plantillas</p>
