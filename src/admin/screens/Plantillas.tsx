'use client'

import { CategoryScreen } from '../kit/CategoryScreen'
import { TEMPLATES } from './resourceCategories'

export const PlantillasScreen = () => <CategoryScreen config={TEMPLATES} />
