'use client'

export const RecomendacionDesarrolloScreen = () => <p>RecomendacionDesarrollo</p>
