/**
 * One spelling for each food, whichever she or a model writes: both sides of
 * every comparison are read through it, so "yogurt" finds "Greek yoghurt"
 * and "shrimp" finds "king prawns".
 */
const VARIANTS: Record<string, string> = {
  yogurt: 'yoghurt',
  yoghourt: 'yoghurt',
  shrimp: 'prawn',
  chapatti: 'chapati',
  chappati: 'chapati',
  houmous: 'hummus',
  hoummos: 'hummus',
  humous: 'hummus',
  hummu: 'hummus',
  tahina: 'tahini',
  chili: 'chilli',
  chile: 'chilli',
  gelatin: 'gelatine',
  sulfite: 'sulphite',
  sulfur: 'sulphur',
  metabisulfite: 'metabisulphite',
  soy: 'soya',
  soybean: 'soyabean',
  eggplant: 'aubergine',
  zucchini: 'courgette',
  cilantro: 'coriander',
  arugula: 'rocket',
  garbanzo: 'chickpea',
  phyllo: 'filo',
  fillo: 'filo',
  mayo: 'mayonnaise',
  omelet: 'omelette',
  lasagna: 'lasagne',
  bulghur: 'bulgur',
  pita: 'pitta',
  parmigiano: 'parmesan',
  filbert: 'hazelnut',
  groundnut: 'peanut',
  linseed: 'flaxseed',
  scallion: 'spring onion',
  colour: 'color',
}

/** One word to its singular, so plurals match: tomatoes → tomato, berries → berry, nuts → nut. */
export function singular(word: string): string {
  if (word.length <= 3) return word
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`
  if (word.endsWith('oes')) return word.slice(0, -2)
  if (/(ch|sh|ss|x|z)es$/.test(word)) return word.slice(0, -2)
  if (/(ss|us|is)$/.test(word)) return word
  if (word.endsWith('s')) return word.slice(0, -1)
  return word
}

/** Lower case, no accents or punctuation, each word singular and in its one spelling: the form every comparison uses. */
export function normaliseFood(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map((word) => {
      const one = singular(word)
      return VARIANTS[one] ?? VARIANTS[word] ?? one
    })
    .join(' ')
}
