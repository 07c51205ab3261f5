'use client'

export const ImagenesScreen = () => <p>Imagenes</p>
