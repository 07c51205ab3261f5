'use client'

export const LibrosScreen = () => <p>Libros</p>
