import type { MexicanState } from '../lib/states'

/**
 * The state of a Mexican postal code from its first two digits (SEPOMEX assigns each state whole
 * two-digit ranges). Registrations store the postal code only, so the 'Registros' state filter
 * and the export's state column come from here.
 */
const RANGES: readonly [from: number, to: number, state: MexicanState][] = [
  [1, 16, 'cdmx'],
  [20, 20, 'aguascalientes'],
  [21, 22, 'baja-california'],
  [23, 23, 'baja-california-sur'],
  [24, 24, 'campeche'],
  [25, 27, 'coahuila'],
  [28, 28, 'colima'],
  [29, 30, 'chiapas'],
  [31, 33, 'chihuahua'],
  [34, 35, 'durango'],
  [36, 38, 'guanajuato'],
  [39, 41, 'guerrero'],
  [42, 43, 'hidalgo'],
  [44, 49, 'jalisco'],
  [50, 57, 'mexico'],
  [58, 61, 'michoacan'],
  [62, 62, 'morelos'],
  [63, 63, 'nayarit'],
  [64, 67, 'nuevo-leon'],
  [68, 71, 'oaxaca'],
  [72, 75, 'puebla'],
  [76, 76, 'queretaro'],
  [77, 77, 'quintana-roo'],
  [78, 79, 'san-luis-potosi'],
  [80, 82, 'sinaloa'],
  [83, 85, 'sonora'],
  [86, 86, 'tabasco'],
  [87, 89, 'tamaulipas'],
  [90, 90, 'tlaxcala'],
  [91, 96, 'veracruz'],
  [97, 97, 'yucatan'],
  [98, 99, 'zacatecas'],
]

const pad = (number: number): string => String(number).padStart(2, '0')

/** The two-digit prefixes of a state's postal codes. */
export const postalPrefixes = (state: MexicanState): string[] =>
  RANGES.filter(([, , candidate]) => candidate === state).flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, index) => pad(from + index)),
  )

/** The state of a postal code, or null when its prefix is not assigned. */
export const stateOfPostalCode = (cp: string): MexicanState | null => {
  const prefix = Number.parseInt(cp.slice(0, 2), 10)
  return RANGES.find(([from, to]) => prefix >= from && prefix <= to)?.[2] ?? null
}
