'use client'

export const ActividadesScreen = () => <p>Actividades</p>
