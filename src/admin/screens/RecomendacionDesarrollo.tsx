'use client'

import { DEVELOPMENT_BASE } from '../../contract/paths'
import { RecommendationScreen, type RecommendationConfig } from '../kit/RecommendationScreen'

const D = DEVELOPMENT_BASE

const config: RecommendationConfig = {
  breadcrumb: ['Desarrollo', 'Recomendación'],
  endpoint: `${D}/recomendacion`,
  section: 1,
  options: [
    { type: 'book', label: 'Libro', list: `${D}/libros/all`, listTitle: 'Selecciona un libro' },
    { type: 'course', label: 'Curso', list: `${D}/cursos/all`, listTitle: 'Selecciona un curso' },
    { type: 'tool', label: 'Herramienta', list: `${D}/herramientas/all`, listTitle: 'Selecciona una herramienta' },
  ],
}

export const RecomendacionDesarrolloScreen = () => <RecommendationScreen config={config} />
