'use client'

export const CursosScreen = () => <p>Cursos</p>
