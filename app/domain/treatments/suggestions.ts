/**
 * Names offered while she types a treatment: common UK HRT products (brand
 * names as the NHS and the BNF list them, with the generic name where that is
 * what a prescription says), other menopause medicines and supplements.
 * Suggestions only: any name can be typed, and picking one fills in the kind
 * and route when she has not chosen them yet. Nothing here is a recommendation.
 * Product names as the NHS's "Types of HRT" page
 * (nhs.uk/medicines/hormone-replacement-therapy-hrt/types-of-hrt) and the BNF
 * (bnf.nice.org.uk) give them; review with the library's clinical content.
 */
import type { TreatmentKind, TreatmentRoute } from './options'

export interface TreatmentSuggestion {
  name: string
  kind: TreatmentKind
  route: TreatmentRoute
}

const hrt = (route: TreatmentRoute, ...names: string[]): TreatmentSuggestion[] => names.map((name) => ({ name, kind: 'hrt', route }))
const medication = (route: TreatmentRoute, ...names: string[]): TreatmentSuggestion[] => names.map((name) => ({ name, kind: 'medication', route }))
const supplement = (...names: string[]): TreatmentSuggestion[] => names.map((name) => ({ name, kind: 'supplement', route: 'tablet' }))

export const TREATMENT_SUGGESTIONS: readonly TreatmentSuggestion[] = [
  // Oestrogen through the skin
  ...hrt('gel', 'Oestrogel (estradiol gel)', 'Sandrena (estradiol gel)'),
  ...hrt('spray', 'Lenzetto (estradiol spray)'),
  ...hrt('patch', 'Evorel (estradiol patch)', 'Estradot (estradiol patch)', 'Estraderm MX (estradiol patch)', 'FemSeven (estradiol patch)'),
  // Combined patches
  ...hrt('patch', 'Evorel Conti', 'Evorel Sequi', 'FemSeven Conti', 'FemSeven Sequi'),
  // Tablets
  ...hrt('tablet', 'Elleste Solo (estradiol tablet)', 'Progynova (estradiol tablet)', 'Zumenon (estradiol tablet)', 'Femoston', 'Femoston-conti', 'Kliovance', 'Kliofem', 'Indivina', 'Elleste Duet', 'Elleste Duet Conti', 'Bijuva', 'Tibolone'),
  // Progestogens
  ...hrt('tablet', 'Utrogestan (micronised progesterone)', 'Medroxyprogesterone', 'Norethisterone'),
  ...hrt('other', 'Mirena coil (levonorgestrel 52 mg)', 'Levosert coil (levonorgestrel 52 mg)'),
  // Vaginal oestrogen
  ...hrt('pessary', 'Vagifem (estradiol pessary)', 'Vagirux (estradiol pessary)', 'Gina (estradiol pessary)', 'Imvaggis (estriol pessary)', 'Intrarosa (prasterone pessary)'),
  ...hrt('cream', 'Ovestin (estriol cream)', 'Estriol cream'),
  ...hrt('gel', 'Blissel (estriol gel)'),
  ...hrt('other', 'Estring (estradiol vaginal ring)'),
  // Testosterone (specialist-led, unlicensed for women)
  ...hrt('gel', 'Testogel (testosterone)', 'Tostran (testosterone)'),
  // Other menopause medicines
  ...medication('tablet', 'Veoza (fezolinetant)', 'Venlafaxine', 'Citalopram', 'Escitalopram', 'Fluoxetine', 'Paroxetine', 'Gabapentin', 'Clonidine', 'Oxybutynin'),
  // Supplements
  ...supplement(
    'Vitamin D',
    'Calcium',
    'Calcium and vitamin D',
    'Magnesium',
    'Omega-3 (fish or algae oil)',
    'Iron',
    'Vitamin B12',
    'B vitamins',
    'Multivitamin',
    'Probiotic',
    'Evening primrose oil',
    'Black cohosh',
    'Red clover',
    'Soy isoflavones',
    'Sage',
    'St John’s wort',
  ),
]

/** The suggestion with exactly this name (any case), if any. */
export function suggestionNamed(name: string): TreatmentSuggestion | null {
  const wanted = name.trim().toLowerCase()
  return TREATMENT_SUGGESTIONS.find((s) => s.name.toLowerCase() === wanted) ?? null
}
