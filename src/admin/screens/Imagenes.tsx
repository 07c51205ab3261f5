'use client'

import { CategoryScreen } from '../kit/CategoryScreen'
import { IMAGE_BANK } from './resourceCategories'

export const ImagenesScreen = () => <CategoryScreen config={IMAGE_BANK} />
