/**
 * Reading her own words for signs that she may harm herself or not want to
 * live, the way people really write them: past tense, slang, misspellings,
 * masked letters, no punctuation, the sentence buried in a long entry.
 *
 * Three steps, each pure and local (nothing of her text leaves the server):
 * 1. `canonicalise` turns the text into sentences of plain words: case,
 *    apostrophes, contractions and slang ("wanna", "cant", "kms", "unalive"),
 *    masked or numbered letters ("k*ll", "d1e", "su1cide"), stretched letters
 *    ("diiie"), and spelling slips within a small edit distance of the key
 *    words ("sucidal", "suiside", "myslef").
 * 2. Concepts, each a pattern over those words with its tenses and forms
 *    (die/dying/dead, kill/killed/killing myself, end it/things/my life,
 *    overdose/took all my pills, not worth living, a burden…), each with the
 *    level it implies on its own.
 * 3. Context rules guard the figures of speech ("my feet are killing me",
 *    "dying to see her", "bored to death", "suicide prevention", someone
 *    else's self-harm) without dropping the concept: a guarded span is
 *    skipped, every other span still counts. When in doubt it shows: a calm
 *    card she did not need costs far less than one she needed and did not see.
 *
 * Level: 'urgent' when her words speak of a plan, a method, a time, a
 * goodbye, an intention, or an act already taken; 'support' for passive
 * wishes, hopelessness and the rest. The evaluation corpus and its measured
 * rates live in tests/unit/distress-language.test.ts and
 * tests/fixtures/distress-corpus.ts.
 */

export type DistressLevel = 'support' | 'urgent'

export interface DistressReading {
  level: DistressLevel
  /** The concepts that matched (names only: never her words), for tests and review. */
  concepts: string[]
}

// ---------------------------------------------------------------------------
// 1. Canonical words
// ---------------------------------------------------------------------------

/** Whole-word rewrites: contractions, slang and common shorthand, after apostrophes are gone. */
const REWRITES: Record<string, string> = {
  cant: 'can not',
  cannot: 'can not',
  carnt: 'can not',
  dont: 'do not',
  doesnt: 'does not',
  didnt: 'did not',
  wont: 'will not',
  wouldnt: 'would not',
  shouldnt: 'should not',
  couldnt: 'could not',
  isnt: 'is not',
  aint: 'is not',
  wasnt: 'was not',
  werent: 'were not',
  arent: 'are not',
  havent: 'have not',
  hasnt: 'has not',
  im: 'i am',
  ive: 'i have',
  id: 'i would',
  ill: 'i will',
  iam: 'i am',
  wanna: 'want to',
  wana: 'want to',
  wantto: 'want to',
  gonna: 'going to',
  gunna: 'going to',
  gona: 'going to',
  gotta: 'got to',
  hafta: 'have to',
  shoulda: 'should have',
  coulda: 'could have',
  u: 'you',
  ur: 'your',
  youre: 'you are',
  theyd: 'they would',
  theyre: 'they are',
  itd: 'it would',
  its: 'it is',
  whats: 'what is',
  thats: 'that is',
  theres: 'there is',
  rn: 'right now',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tmoz: 'tomorrow',
  tomoz: 'tomorrow',
  tomorow: 'tomorrow',
  tommorow: 'tomorrow',
  tommorrow: 'tomorrow',
  '2moro': 'tomorrow',
  '2morrow': 'tomorrow',
  '2nite': 'tonight',
  '2night': 'tonight',
  tonite: 'tonight',
  anymore: 'any more',
  nomore: 'no more',
  kms: 'kill myself',
  kmsl: 'kill myself',
  kys: 'kill yourself',
  ctb: 'end my life',
  unalives: 'unalive',
  unalived: 'unalive',
  unaliving: 'unalive',
  '2': 'to',
  sewerslide: 'suicide',
  sewerslided: 'suicide',
  suicided: 'suicide',
  selfharm: 'self harm',
  selfharmed: 'self harmed',
  selfharming: 'self harming',
  selfharms: 'self harms',
  sh: 'self harm',
  meself: 'myself',
  mysef: 'myself',
  mself: 'myself',
  myslef: 'myself',
  ded: 'dead',
  dieing: 'dying',
  dyin: 'dying',
  wnat: 'want',
  watn: 'want',
  wnt: 'want',
  wamt: 'want',
  wnated: 'wanted',
  wnats: 'wants',
  wnating: 'wanting',
  kil: 'kill',
  klil: 'kill',
  kll: 'kill',
  myslf: 'myself',
  slef: 'self',
  idw: 'i do not want',
  idwt: 'i do not want to',
  mysel: 'myself',
  takin: 'taking',
  doin: 'doing',
  goin: 'going',
  thinkin: 'thinking',
  feelin: 'feeling',
  wantin: 'wanting',
  endin: 'ending',
  killin: 'killing',
  hurtin: 'hurting',
  cuttin: 'cutting',
  tryin: 'trying',
  jumpin: 'jumping',
  plannin: 'planning',
  wishin: 'wishing',
  livin: 'living',
  nothin: 'nothing',
  od: 'overdose',
  ods: 'overdoses',
  oded: 'overdosed',
  odd: 'odd',
  pils: 'pills',
  tabs: 'tablets',
  meds: 'medication',
  wrists: 'wrist',
  alive: 'alive',
  whats_the_point: 'what is the point',
  wat: 'what',
  wot: 'what',
  wud: 'would',
  wld: 'would',
  cud: 'could',
  shud: 'should',
  b: 'be',
  bc: 'because',
  cuz: 'because',
  coz: 'because',
  cos: 'because',
  n: 'and',
  gd: 'good',
  gud: 'good',
  evry1: 'everyone',
  every1: 'everyone',
  any1: 'anyone',
  no1: 'no one',
  noone: 'no one',
  nobodys: 'nobody is',
  sum1: 'someone',
  luv: 'love',
  bye: 'goodbye',
  byebye: 'goodbye',
  goodby: 'goodbye',
}

/**
 * The words the concepts are built on: a token that is not one of them is
 * compared with them for spelling slips, stretched letters and masked letters.
 * Only distinctive words are here, so an ordinary word is never bent into one.
 */
const KEY_WORDS = [
  'suicide',
  'suicidal',
  'overdose',
  'overdosed',
  'overdosing',
  'myself',
  'paracetamol',
  'tablets',
  'pills',
  'stockpiling',
  'stockpiled',
  'hoarding',
  'worthless',
  'hopeless',
  'pointless',
  'meaningless',
  'burden',
  'disappear',
  'goodbye',
  'kill',
  'killing',
  'killed',
  'die',
  'dying',
  'dead',
  'death',
  'harm',
  'harming',
  'harmed',
  'hurt',
  'hurting',
  'cutting',
  'hanging',
  'noose',
  'living',
  'alive',
  'exist',
  'tonight',
  'tomorrow',
  'wrist',
  'drown',
  'deserve',
]
const KEY_SET = new Set(KEY_WORDS)

/** Common words a slip-tolerant comparison must leave alone. */
const PROTECTED = new Set([
  'still', 'skill', 'kiln', 'kilt', 'fill', 'hill', 'mill', 'pill', 'till', 'will', 'bill', 'dill', 'gill', 'sill',
  'did', 'die', 'dye', 'diet', 'died', 'dies', 'tie', 'lie', 'pie', 'vie', 'hurts', 'hurt', 'hut', 'heart', 'hearth',
  'dear', 'deaf', 'deal', 'dead', 'lead', 'read', 'head', 'bead', 'tread', 'deed', 'seed', 'need',
  'harp', 'hard', 'harm', 'warm', 'farm', 'charm', 'alike', 'alive', 'olive', 'exit', 'exits', 'exist',
  'living', 'giving', 'loving', 'moving', 'having', 'leaving', 'diving', 'driving', 'liking', 'lining',
  'tablet', 'tables', 'table', 'pills', 'bills', 'hills', 'mills', 'spills', 'kills', 'skills', 'wills',
  'burned', 'burden', 'garden', 'warden', 'harden', 'border', 'burger',
  'tonight', 'tonights', 'tomorrow', 'goodbye', 'goodbyes', 'myself', 'herself', 'himself', 'itself', 'yourself',
  'cutting', 'putting', 'cutlery', 'hanging', 'banging', 'ranging', 'changing', 'hangover',
  'death', 'depth', 'dearth', 'deaths', 'drown', 'drawn', 'down', 'brown', 'crown', 'frown', 'grown',
  'hopeless', 'homeless', 'helpless', 'pointless', 'worthless', 'deserve', 'reserve', 'preserve', 'painless', 'harmless',
  'dying', 'dyeing', 'drying', 'dining', 'doing', 'dozing', 'killing', 'filling', 'willing', 'billing', 'chilling',
  'harming', 'farming', 'warming', 'charming', 'harmed', 'warmed', 'hurting', 'hunting', 'hurling',
  'wrist', 'wrists', 'worst', 'wrest', 'noose', 'loose', 'goose', 'moose', 'noise', 'nose',  // Everyday words within a slip of a key word (found by checking a British English word list):
  // "I was overjoyed" is never "overdosed", "holding" never "hoarding", "overcome" never "overdose".
  'catting', 'cuttings', 'hammed', 'hamming', 'handing', 'hapless', 'hared', 'haring', 'harked', 'harking', 'harped', 'harping',
  'hazarding', 'heading', 'headings', 'hearing', 'hearings', 'herding', 'hinging', 'hoaxing', 'holding', 'holdings', 'hooding',
  'hornless', 'horsing', 'hounding', 'hurtling', 'killer', 'killers', 'kilned', 'kilning', 'liming', 'overbore', 'overcome',
  'overcomes', 'overcoming', 'overdo', 'overdoes', 'overdoing', 'overdone', 'overdue', 'overjoyed', 'overjoying', 'overrode',
  'overtone', 'overtones', 'overuse', 'overused', 'overusing', 'pointers', 'pointiest', 'worthies', 'worthiest', 'worthiness',
  'overdrive', 'overdraft', 'overdrawn', 'overseas', 'oversee', 'overdress', 'overdressed',
])

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i', '|': 'i' }

/** Optimal string alignment distance (edits and adjacent swaps), stopping early past `max`. */
export function editDistance(a: string, b: string, max = 3): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  const rows: number[][] = []
  for (let i = 0; i <= a.length; i++) rows.push([i])
  for (let j = 1; j <= b.length; j++) rows[0][j] = j
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1)
      rows[i][j] = d
      best = Math.min(best, d)
    }
    if (best > max) return max + 1
  }
  return rows[a.length][b.length]
}

/** How many slips a key word of this length tolerates. */
function slipsAllowed(length: number): number {
  if (length >= 8) return 2
  if (length >= 6) return 1
  return 0
}

/** A masked or numbered word ("k*ll", "d1e", "su!c!de") read as the key word it stands for. */
function unmask(token: string): string | null {
  if (!/[^a-z]/.test(token) || !/[a-z]/.test(token)) return null
  const leet = [...token].map((c) => LEET[c] ?? c).join('')
  if (KEY_SET.has(leet)) return leet
  const pattern = new RegExp(`^${[...token].map((c) => (/[a-z]/.test(c) ? c : LEET[c] ? `[${LEET[c]}a-z]` : '[a-z]')).join('')}$`)
  const hit = KEY_WORDS.find((word) => pattern.test(word))
  return hit ?? null
}

/** One word, read as the key word it most likely is, or left as it is. */
export function canonicalWord(raw: string): string {
  let token = raw
  const unmasked = unmask(token)
  if (unmasked) return unmasked
  token = token.replace(/[^a-z0-9]/g, '')
  if (!token) return ''
  if (Object.hasOwn(REWRITES, token)) return REWRITES[token]
  const glued = /^(i|im)?(want|wanna|wish|wishi|need)(to|2)?(die|bedead|killmyself|endit|enditall|disappear|begone)(now|today|tonight)?$/.exec(token)
  if (glued) return [glued[1] ? 'i' : '', 'want to', { bedead: 'be dead', killmyself: 'kill myself', endit: 'end it', enditall: 'end it all', begone: 'be gone' }[glued[4]] ?? glued[4], glued[5] ?? ''].filter(Boolean).join(' ')
  if (KEY_SET.has(token) || PROTECTED.has(token)) return token
  // Stretched letters: "diiiie", "killlll", "sooo".
  if (/(.)\1\1/.test(token)) {
    const two = token.replace(/(.)\1+/g, '$1$1')
    const one = token.replace(/(.)\1+/g, '$1')
    for (const candidate of [two, one]) {
      if (KEY_SET.has(candidate) || Object.hasOwn(REWRITES, candidate)) return Object.hasOwn(REWRITES, candidate) ? REWRITES[candidate] : candidate
    }
    token = two
  }
  if (/^[a-z]+$/.test(token) && token.length >= 5) {
    let best: string | null = null
    let bestDistance = Infinity
    for (const word of KEY_WORDS) {
      if (word[0] !== token[0]) continue
      const allowed = slipsAllowed(word.length)
      if (allowed === 0) continue
      const distance = editDistance(token, word, allowed)
      if (distance <= allowed && distance < bestDistance) {
        best = word
        bestDistance = distance
      }
    }
    if (best) return best
  }
  return token
}

/**
 * Her text as sentences of canonical words, each sentence a single-spaced
 * string padded with a space at each end. Sentences end at . ! ? ; and line
 * breaks; a long entry with no punctuation stays one sentence.
 */
export function canonicalise(text: string): string[] {
  const prepared = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`\u00b4]/g, "'")
    // Overdose shorthand before the apostrophes go ("od'd", "o.d.").
    .replace(/\bo\.?d'?e?d\b/g, ' overdosed ')
    .replace(/\bo\.d\.?(?=\s|$)/g, ' overdose ')
    .replace(/'/g, '')
    // Hyphens and slashes join words; they are spaces here ("self-harm", "and/or").
    .replace(/[-\u2010-\u2015/_]+/g, ' ')
  const sentences = prepared.split(/[.?;:\n\r]+|!+(?=\s|$)|\s[-–—]\s/)
  const out: string[] = []
  for (const sentence of sentences) {
    const words = sentence
      .split(/[\s,()"[\]{}<>~^+=]+/)
      .map((word) => canonicalWord(word))
      .filter(Boolean)
      .join(' ')
      .replace(/\bdye\b(?! (?:my|it|her|his|the|them|your|a|some|this|that|these|those|our|their))/g, 'die')
      .replace(/\bmy self\b/g, 'myself')
      .replace(/\bme self\b/g, 'myself')
      .replace(/\bsui cide\b/g, 'suicide')
      .replace(/\bsewer slide\b/g, 'suicide')
      .replace(/\bover dose(d?)\b/g, 'overdose$1')
      .replace(/\bun alive\b/g, 'kill')
      .replace(/\bany ?more\b/g, 'any more')
      .replace(/\s+/g, ' ')
      .trim()
    if (words) out.push(` ${words} `)
  }
  return out
}

// ---------------------------------------------------------------------------
// 2. Concepts
// ---------------------------------------------------------------------------

const SELF = '(?:myself)'
const I = '(?:i|i am|i have|i was|i will|i would|i had|me)'
const WANT = '(?:want|wanted|wanting|wants|wish|wished|wishing|would like|would love|would rather|rather|need|needed|long|longing|hope|hoped|pray|prayed|going|went|about|ready|plan|planning|planned|intend|decided|tempted|thinking of|thought of|thinking about|thought about|considering|considered|tried|try|trying|attempted|want so badly|just want)'
const TO = '(?:to |of |about )?'
const KILL = '(?:kill|killing|killed|kills)'
const DIE = '(?:die|died|dying|dies|be dead|been dead|being dead|death|dead)'
const PILLS = '(?:pills|pill|tablets|tablet|paracetamol|medication|medicine|painkillers|pain killers|sleeping pills|antidepressants|sertraline|co codamol|codeine|tramadol|insulin|morphine|amitriptyline|zopiclone|diazepam|propranolol|citalopram|fluoxetine|lot of them|them all|the lot|the whole (?:box|packet|bottle|lot))'
const PLACE = '(?:bridge|building|roof|rooftop|cliff|cliffs|train|trains|bus|lorry|truck|car|cars|motorway|balcony|window|tower|car park|multi storey|platform|tracks|railway|river|sea|canal|edge|ledge|viaduct|top floor|multistorey|multi storey|high rise|flyover|overpass|pier|quarry|beachy head|dam)'

interface Concept {
  name: string
  level: DistressLevel
  pattern: RegExp
  /** A further condition on each matched span (its sentence and start), for rules a pattern alone cannot say. */
  when?: (sentence: string, start: number, end: number) => boolean
  /** Context rules: a span they match is a figure of speech, not her. */
  guards?: RegExp[]
}

const re = (source: string) => new RegExp(source, 'g')

/** Words that put a matched word into someone else's life, a story or a campaign. */
const OTHERS = '(?:he|she|they|him|her|his|hers|their|them|friend|friends|friends|son|sons|daughter|daughters|husband|wife|partner|mum|mom|mother|dad|father|brother|sister|cousin|aunt|uncle|niece|nephew|colleague|colleagues|neighbour|neighbours|boss|client|patient|patients|pupil|pupils|student|students|teenager|teenagers|kids|child|children|someone|somebody|people|person|man|woman|girl|boy|celebrity|singer|actor|actress|character|grandad|granddad|grandma|gran|nan|grandmother|grandfather|niece|stepson|stepdaughter|bf|gf|ex|team|girls|boys|family member|relative|relatives)'
const STORY = '(?:documentary|film|movie|programme|program|series|show|podcast|article|news|book|novel|episode|drama|play|song|lyrics|report|statistics|stats|research|study|lecture|talk|training|course|charity|fundraiser|fundraising|campaign|awareness|prevention|helpline|hotline|bomber|bombers|bombing|squad|rates|rate|forest|pact|mission|doors|lane|watch|cliff|hill)'

/** Accidents: "I cut myself chopping onions", "nearly killed myself tripping over the dog". */
const ACCIDENT = [
  re(`\\b(?:cut|cutting|burned|burnt|burning|hurt|hurting|scratched|bit|hit|killed|kill|harmed|injured) myself (?:(?:while|whilst|when) (?:i was |i am |)(?:cooking|gardening|chopping|shaving|slicing|peeling|moving|lifting|carrying|running|cycling|playing|opening|trying|getting|reaching|doing|making|fixing|cleaning|walking|out|at|on|in|fell|fall|falling|tripped|tripping|slipped|slipping|dropped|dropping)|(?:while|whilst|when) (?:the|a|my|we)\\b|on the|on a|on an|on my|cooking|shaving|chopping|gardening|slicing|peeling|opening|at the gym|in the garden|lifting|falling|playing|doing|by accident|accidentally|tripping|slipping|running|cycling|moving|carrying|getting|trying to (?:get|open|lift|fix|reach|carry|move)|with the (?:bread knife|kitchen knife|knife|scissors|secateurs|iron|kettle|oven) (?:while|when|whilst|cooking|chopping)|on (?:the|a) (?:oven|iron|kettle|pan|tray|hob|stove|grill|door|corner|table|stairs|step|glass|tin|can|paper))`),
  re(`\\baccident\\w*\\b[^.]{0,30}\\b(?:cut|burn\\w*|hurt|harmed|injured) myself|\\b(?:cut|burn\\w*|hurt|harmed|injured) myself\\b[^.]{0,30}\\baccident`),
  re(`\\b(?:nearly|almost|practically|could have|could of|virtually) (?:killed|kill|killing) myself\\b`),
  re(`\\b(?:cut|cutting|slit|slitting) (?:my )?(?:legs|arm|arms|stomach|skin) (?:shaving|hair)`),
  re(`\\bcut (?:my )?(?:wrist|arm|hand|finger|thumb) on\\b`),
  re(`\\b(?:cut|cutting|cuts) (?:myself|me) (?:a|an|another|some|off|out|short|in|the) ?(?:slice|piece|bit|wedge|portion|chunk|break|slack|fringe)?\\b(?! (?:again|deep|deeper|open))`),
]

const CONCEPTS: Concept[] = [
  // --- Acts already taken, attempts, preparation: urgent -------------------------------------
  {
    name: 'overdose',
    level: 'urgent',
    pattern: re(`\\b(?:overdose|overdosed|overdosing|overdoses)\\b`),
    guards: [re(`\\b${OTHERS}\\b[^.]{0,40}\\boverdos`), re(`\\boverdose (?:awareness|prevention|deaths|crisis|epidemic)\\b`), re(`\\bnot (?:to |)overdose on (?:caffeine|coffee|chocolate|sugar|carbs|cake|biscuits|tv|netflix|sun|vitamin)`), re(`\\boverdos\\w* on (?:caffeine|coffee|chocolate|sugar|carbs|cake|biscuits|tv|netflix|sun|sunshine|vitamin \\w|christmas|cheese|crisps|wine|sweets|telly|box sets)`)],
  },
  {
    name: 'took pills',
    level: 'urgent',
    pattern: re(`\\b(?:took|taken|take|taking|swallowed|swallow|swallowing|necked|downed|down|chucked back|have taken|ate|eaten)\\b (?:all|every|the rest of|too many|lots|loads|a lot|a load|a handful|handfuls|a bunch|a bottle|a box|a whole|whole|a packet|two packets|three packets|packets|boxes|bottles|everything|the whole|double|triple|extra|\\d+|ten|twenty|thirty|forty|fifty|a hundred)\\b[^.]{0,30}?\\b${PILLS}\\b`),
  },
  {
    name: 'stockpiling',
    level: 'urgent',
    pattern: re(`\\b(?:stockpil\\w*|stock piling|stocking up on|hoard\\w*|saving up|saved up|been saving|keeping|kept|collecting|collected|stash\\w*|squirrelling|squirreling|hiding|hidden|hid)\\b[^.]{0,25}\\b${PILLS}\\b|\\b${PILLS}\\b[^.]{0,25}\\b(?:stockpiled|hoarded|saved up|stashed|hidden away|put aside|set aside|in a drawer for when|for when i need them|just in case)\\b`),
    guards: [re(`\\bhrt\\b[^.]{0,40}\\b(?:shortage|supply|pharmacy|prescription)`), re(`\\b(?:shortage|supply|supplies|run out|running out)\\b`)],
  },
  {
    name: 'how many to die',
    level: 'urgent',
    pattern: re(`\\bhow many (?:${PILLS})\\b[^.]{0,40}\\b(?:take|kill|die|fatal|lethal|enough|too many|overdose)|\\b(?:lethal|fatal) (?:dose|amount)\\b|\\b(?:googled|googling|searched|searching|looked up|looking up|researching|researched|read up on)\\b[^.]{0,30}\\b(?:how to (?:die|kill myself|end it|end my life|hang|overdose)|painless (?:ways|way)|ways to die|suicide methods|methods)`),
  },
  {
    name: 'attempt',
    level: 'urgent',
    pattern: re(`\\b(?:tried|try|trying|attempted|attempt|attempting|made an attempt|had a go at)\\b (?:to |at )?(?:kill myself|killing myself|end it|end it all|end my life|ending my life|take my (?:own )?life|taking my (?:own )?life|suicide|overdose|hang myself|hanging myself|die|be dead)\\b|\\b(?:suicide|suicidal) attempts?\\b|\\battempted suicide\\b|\\bmy (?:last |first |second )?attempts?\\b`),
    guards: [re(`\\b(?:his|her|their|my (?:friend|son|daughter|brother|sister|mum|dad|husband|partner|cousin)s?) (?:suicide )?attempt`)],
  },
  {
    name: 'self harm taken',
    level: 'urgent',
    pattern: re(`\\b${I}\\b (?:just |have |had |been |keep |kept |started |start |went and |ended up |couldnt stop )?(?:self harmed|self harming|cut myself|cutting myself|cut again|started cutting|cutting again|burned myself|burnt myself|burning myself|hurt myself|hurting myself|harmed myself|harming myself|scratched myself|scratching myself|hit myself|hitting myself|punched myself|bit myself|picked at my skin)\\b|\\b(?:cut|slit|slash|slashed|cutting|slitting|slashing) (?:my |both |)(?:wrist|arm|arms|legs|thighs|skin|stomach)\\b|\\brelapsed\\b[^.]{0,20}\\b(?:self harm|cutting)|\\b(?:self harmed|cut myself|cutting myself|burned myself on purpose|hurt myself on purpose|harmed myself)\\b`),
    guards: [...ACCIDENT],
  },
  {
    name: 'method',
    level: 'urgent',
    pattern: re(`\\b(?:hang|hanging|hanged|hung) myself\\b|\\bnoose\\b|\\brope\\b[^.]{0,30}\\b(?:neck|myself|garage|loft|beam|tree)\\b|\\b(?:jump|jumping|jumped|throw myself|throwing myself|threw myself|step|stepping|stepped|walk|walking|walked|drive|driving|drove|crash|crashing|crashed|swerve|swerving|lie|lying|lay|fling myself)\\b (?:off|from|in front of|into|under|onto|out of|down|over)\\b[^.]{0,25}\\b${PLACE}\\b|\\bdrown(?:ing)? myself\\b|\\b(?:walk|walking|walked) into the (?:sea|river|water|lake)\\b|\\bgas myself\\b|\\bcarbon monoxide\\b|\\b(?:shoot|shooting|shot) myself\\b|\\bgun to my head\\b|\\bplastic bag over my head\\b|\\bstab(?:bing)? myself\\b|\\bbleed out\\b|\\bcar (?:into|off) (?:a|the)\\b[^.]{0,20}\\b(?:wall|tree|bridge|river|lorry|cliff)\\b|\\bcrash (?:the|my) car on purpose\\b|\\bend (?:it|things|my life) (?:with|by) (?:pills|tablets|rope|jumping|the train|the car)\\b`),
    guards: [re(`\\b(?:walk|walking|walked|drive|driving|drove|went|go|going|cycled|cycling|ran|running|crossed|crossing)\\b (?:over|across|onto|into|under|down) (?:the |a )?(?:bridge|viaduct|flyover|overpass|car park|multi storey|multistorey|platform|tower|building)\\b(?=[^.]{0,25}\\b(?:to|into|for|towards|and then|on (?:my|the) way|home|shop|shops|town|market|station|work|school|office)\\b)`), re(`\\bjump(?:ed|ing)? (?:off|from) the (?:bus|train) (?:at|and)\\b`), re(`\\b(?:his|her|their|he|she|they)\\b[^.]{0,15}\\b(?:hanged|hung|hang) (?:himself|herself|themselves)\\b`)],
  },
  {
    name: 'plan',
    level: 'urgent',
    pattern: re(`\\b(?:i have|i have got|ive got|i have made|i made|made|making|got|have|worked out|working out|figured out|thought out|written|wrote|writing|planned out|sorted out)\\b (?:a |my |the )?(?:plan|plans|method|way|note|notes|letters|letter|goodbye letters?|suicide note|last letter)\\b[^.]{0,40}\\b(?:die|dying|kill|end it|end my life|suicide|to go|do it|for when|goodbye|my kids|my family|everyone|to leave|when i am gone|after i am gone|gone)\\b|\\bsuicide note\\b|\\b(?:know|worked out|figured out|decided|planned|planning|thought about|been thinking about|research\\w*) (?:exactly )?(?:how|when|where) (?:i would|i will|i am going to|i could|i will|to) (?:do it|end it|kill myself|die|go)\\b|\\b(?:picked|chosen|set) (?:a|the) date\\b|\\bi have (?:got |made )?a plan\\b[^.]{0,20}\\bi (?:know|have decided|have picked|have chosen) (?:when|how|where|the day|the date)\\b|\\bi have decided\\b[^.]{0,20}\\b(?:to go|to end|to die|it is time)\\b`),
    guards: [re(`\\b(?:meal|diet|exercise|treatment|hrt|care|birth|business|lesson|payment|savings|retirement|holiday|travel|wedding|party|food|workout|training|weight loss|eating) plan`)],
  },
  {
    name: 'goodbye',
    level: 'urgent',
    guards: [re(`\\b(?:said|say|saying|wave|waved|waving|kiss|kissed) (?:my )?goodbyes? to (?!everyone|everybody|the world|you all|this world|this life|living|it all|everything|life|my (?:kids|children|family|loved ones) (?:for|forever|for good|for the last))`), re(`\\bgoodbyes? (?:at|to the|to my \\w+ at|before (?:work|school|the))\\b`)],
    pattern: re(`\\b(?:this is|it is|saying|said|say|writing|wrote|written|my|final|last) (?:my )?(?:goodbye|goodbyes|farewell)\\b(?! to (?:my|our|the) (?:old|car|house|job|home|flat|holiday|summer|dog walk|colleagues at|friends at))|\\bgoodbye (?:forever|for good|for ever|world|cruel world|everyone|all|everybody|my (?:loves|darlings|babies|kids|family))\\b|\\b(?:say|saying|said|ready to say|time to say) goodbye to (?:this life|life|this world|the world|living|it all|everything|everyone)\\b|\\b(?:my |this is my |the )last (?:entry|message|post|words|note|journal|day|night|check in|checkin)\\b|\\b(?:giving|given|gave|give) away (?:all )?(?:my |of my )?(?:things|stuff|belongings|possessions|jewellery|cat|dog|pets|clothes)\\b|\\b(?:affairs|things|everything|my will) (?:in order|sorted)\\b[^.]{0,40}\\b(?:before|for when|gone|go|die|end)|\\b(?:put|putting|got|getting) (?:my )?affairs in order\\b|\\b(?:will not|wont|not going to|do not think i will|do not think ill|doubt i will|i will not|i am not going to) (?:still )?be (?:here|around|alive) (?:tomorrow|much longer|for much longer|for long|by|next|for christmas|at christmas|for my birthday|to see|this time next|in a (?:week|month|year))\\b|\\b(?:do not|can not) see myself (?:being |still )?(?:here|around|alive|living|making it|getting through)(?: \\w+){0,2} (?:much longer|for long|next year|by|at christmas|for christmas|any more|another (?:year|month|week|christmas))\\b|\\b(?:will not|wont) be here (?:tomorrow|much longer|next week|to see)\\b|\\b(?:when|after|once) (?:i am|im) gone\\b|\\bsorry for (?:everything|all of this|what i am about to do|what i am going to do|leaving)\\b[^.]{0,60}\\b(?:love you|goodbye|forgive)\\b|\\bplease forgive me\\b[^.]{0,40}\\b(?:love|gone|goodbye|kids)\\b`),
  },
  {
    name: 'took them all',
    level: 'urgent',
    pattern: re(`\\b(?:take|took|taken|taking|swallow|swallowed|swallowing|neck|necked|down|downed) (?:the|a) whole (?:bottle|box|packet|pack|lot|strip|tub|jar|blister)\\b(?! of (?!(?:pills|tablets|paracetamol|painkillers|sleeping|medication|meds|co codamol|codeine|ibuprofen|aspirin|antidepressants|sertraline|insulin)))|\\b(?:take|took|taken|taking|swallow|swallowed|swallowing|down|downed)\\b (?:them all|all of them|the lot|every one of them|the whole lot|the rest of them)\\b`),
  },
  {
    name: 'preparation',
    level: 'urgent',
    pattern: re(`\\b(?:bought|buying|buy|got|getting|ordered|ordering|have|found|hid|hidden|keep|keeping|kept|hung|tied)\\b (?:a |some |the |my |new |extra |more )?(?:rope|noose|hose ?pipe|charcoal|razor blades?|blades?|gun|shotgun|ligature)\\b|\\b(?:${PILLS}|rope|blades?)\\b (?:are |is )?(?:ready|lined up|counted out|laid out|all ready|in my bag|by the bed)\\b|\\benough (?:${PILLS}) (?:to|for)\\b|\\b(?:engine|car) running in the (?:garage|closed)\\b|\\bhose ?pipe\\b[^.]{0,30}\\b(?:exhaust|car|window)\\b|\\bexhaust pipe\\b|\\b(?:drive|driving|drove|go|going|went) (?:my car |the car )?(?:off (?:the |a )?(?:edge|cliff|cliffs|bridge|road into)|over (?:the |a )?(?:edge|cliff|cliffs|side of (?:the |a )?bridge))\\b|\\b(?:thinking|thought|think) (?:about|of) (?:jumping|driving off|going over the edge|stepping off|stepping out in front|throwing myself)\\b|\\b(?:plan|planning|planned|going|decided|intend|intending) to do it (?:when|while|once|after|before|tonight|this)\\b`),
    guards: [re(`\\bdo it (?:tonight|this \\w+|when|while|once|after|before)\\b[^.]{0,25}\\b(?:clear|clean|tidy|sort out|paint|decorate|finish the|wash|cut (?:my|the)|dye|colour|book|ring|phone|email|ask|pack|bake|cook|watch|order|fill in|apply|the ironing|the loft|the garage|the garden|the shed|the shopping|the washing|the hoovering)\\b`), re(`\\bblades? (?:of grass|for (?:my|the) (?:razor|mower|hedge)|on the (?:mower|fan))\\b|\\b(?:rope|ropes) (?:swing|course|ladder|bridge|skipping)\\b|\\bskipping rope\\b`)],
  },
  {
    name: 'unsafe',
    level: 'urgent',
    pattern: re(`\\b(?:scared|afraid|frightened|terrified|worried) (?:of|about) what i (?:might|will|could|would|am going to) do\\b|\\b(?:scared|afraid|frightened|terrified|worried) (?:that )?i (?:might|will|could|am going to) (?:do something|act on|hurt myself|harm myself|kill myself|end it|do it)\\b|\\b(?:do not|can not|no longer) trust myself\\b(?! (?:around|with|near) (?:cake|chocolate|food|biscuits|wine|crisps|sweets|the fridge|money|a credit card))|\\b(?:i am|i feel|feel|feeling|i do not feel) (?:not |un)?safe (?:with|around|from) myself\\b|\\b(?:i am|i feel|im) not safe\\b(?! (?:to drive|driving|on the roads|at work|in (?:the|my) (?:car|office|area)|walking))|\\bcan not keep myself safe\\b`),
  },
  {
    name: 'self injury',
    level: 'urgent',
    pattern: re(`\\b(?:cut|cutting|scratched|scratching|burned|burnt|burning|hit|hitting|bit|biting|punched|punching|carved|carving|scraped|scraping|slashed|picked|picking|bruised) (?:at )?(?:my )?(?:arms?|wrists?|legs?|thighs?|skin|stomach|belly|hips?|body|myself)\\b[^.]{0,30}\\b(?:bled|bleed|bleeding|blood|bruised|bruises|scars?|marks|raw|until|till|again|on purpose|helped|relief|felt better|calmed me|so i could feel)\\b|\\bi (?:cut|have cut|have been cutting|relapsed|self harmed|hurt myself)\\b (?:last night|again|yesterday|today|this morning|tonight|for the first time|a bit|deeper)\\b|\\b(?:on purpose|deliberately|intentionally)\\b[^.]{0,10}\\b(?:cut|burn|burned|burnt|hurt|hit|crash|crashed|crashing|drive|drove|walk|walked|step|stepped|fall|fell|overdose)\\b|\\b(?:cut|burn|burned|burnt|hurt|hit|crash|crashed|crashing|drive|drove|walk|walked|step|stepped|fall|fell|overdose|overdosed)\\b[^.]{0,30}\\b(?:on purpose|deliberately|intentionally)\\b`),
    guards: [...ACCIDENT, re(`\\b(?:not|never|didnt|did not) (?:on purpose|deliberately|intentionally)\\b`), re(`\\b(?:he|she|they|it|the dog|the cat|the kids?|someone|somebody)\\b[^.]{0,15}\\bon purpose\\b`)],
  },
  {
    name: 'danger',
    level: 'urgent',
    pattern: re(`\\b(?:too close to|right on|at|on|over|near) the (?:edge|platform edge|tracks|ledge|railing|railings|barrier)\\b[^.]{0,40}\\b(?:station|platform|bridge|cliff|roof|building|car park|tracks|train|motorway|jump|jumping|fall|step|thought|thinking|wanted)\\b|\\b(?:station|platform|bridge|cliff|roof|car park|motorway)\\b[^.]{0,40}\\b(?:too close to the edge|edge|ledge|railing|jump|jumping|step off|stepped off|lean over)\\b|\\bwrong side of the (?:railing|barrier|fence|bridge)\\b|\\b(?:fatal|lethal|deadly)\\b[^.]{0,30}\\b(?:dose|amount|${PILLS})\\b|\\b(?:${PILLS})\\b[^.]{0,30}\\b(?:fatal|lethal|would kill|would be enough|to do it|saved|stored|hidden|in reserve|i have been saving|i have saved)\\b|\\b(?:enough|got|have|saved)\\b[^.]{0,20}\\b(?:${PILLS})\\b[^.]{0,20}\\b(?:to do it|to end it|to die|to not wake up|saved|stored|to kill)\\b|\\b(?:letter|letters|note|notes|message|messages|video|voice note)\\b (?:to|for) (?:my |the )?\\w+ (?:explaining|to explain|saying) (?:why|everything|sorry|goodbye)\\b|\\b(?:this is|this will be|it is|decided this is|decided it is) (?:my )?last (?:week|day|night|christmas|birthday|weekend|month)\\b`),
    guards: [re(`\\b(?:vitamin|vitamins|hrt|patches|gel|supplements|multivitamins|iron tablets)\\b[^.]{0,20}\\b(?:saved|stored)\\b[^.]{0,20}\\b(?:shortage|supply|run out|running out)\\b`), re(`\\b(?:edge|ledge) of (?:my seat|the bed|the sofa|the pool|the bath|the table|reason|glory|a breakdown)\\b`)],
  },
  {
    name: 'death wish',
    level: 'support',
    // Her, a wish or a turn towards it, and an end of life, near each other: "I envy people who have died",
    // "death seems like a relief", "my funeral would be easier for them", "it would be so easy to just not be here".
    pattern: re(`\\b(?:die|died|dying|dead|death|funeral|grave|suicide|(?:not|no longer) (?:be|being|was|were|am|stay|staying) (?:here|alive|around|on this earth|in this world)|(?:was|were|am) not (?:here|alive|around)|not be here|not being here|not be alive|not be around|at peace (?:for ever|forever|for good|permanently)|rest in peace|not exist|not existing|stop being|stop existing|stopped existing|cease to exist|never wake|never have to wake|not wake|sleep (?:for ever|forever)|be gone|was gone|were gone|just gone|out of (?:life|this life|this world)|life (?:to|would|could) (?:end|be over|stop)|it (?:would|could|to) (?:all )?(?:end|be over|stop) for good|end it|end things|end my life|end it all)\\b`),
    when: (sentence, start, end) => {
      const before = sentence.slice(Math.max(0, start - 70), start)
      const after = sentence.slice(end, end + 45)
      // Her: she is named, or the words can only be about the writer, or no one else is in the sentence.
      const her =
        /\b(?:i|me|my|myself)\b/.test(sentence.slice(Math.max(0, start - 90), end + 30)) ||
        /^ ?(?:(?:not|no longer) (?:be|being|was|were|am|stay|staying) (?:here|alive|around|on this earth|in this world)|at peace|rest in peace|not be here|not being here|not be alive|not be around|not exist|not existing|stop being|stop existing|cease to exist|never wake|never have to wake|not wake|sleep (?:for ever|forever)|be gone)/.test(sentence.slice(start)) ||
        !OTHERS_RE.test(sentence)
      const turn = /\b(?:want|wanted|wanting|wish|wished|wishing|hope|hoped|hoping|pray|praying|prayed|long|longing|yearn|yearning|rather|ready|tempted|envy|envied|jealous|deserve|should|could just|just want|feel like|felt like|feeling like|welcome|dream|dreaming|thinking|thought|thoughts|think|picture|picturing|imagine|imagining|plan|planning|decided|going to|about to|so easy|easier|easy to|better|would be fine|peace|relief)\b/
      const verdict = /^[^.]{0,25}\b(?:would be|seems|seem|feels|sounds|is|looks) (?:like )?(?:a |such a |so )?(?:relief|peace|peaceful|easier|better|kinder|a release|the answer|the only way|welcome|nice|good|tempting|appealing|inviting)\b/
      return her && (turn.test(before) || verdict.test(after))
    },
    guards: [re(`\\b(?:want|wish|need|hope|praying for) (?:this|the|today|tonight|my) (?:week|day|month|year|winter|summer|meeting|shift|term|heatwave|weekend|journey|flight|visit|holiday|course|treatment|appointment|night|flush|flushes|sweats|headache)\\b[^.]{0,10}\\b(?:to )?(?:end|be over|stop|finish)\\b`), 
      re(`\\b(?:dying|die) (?:to|for) (?!die)\\w+|\\b(?:die|died|dying|dead) (?:of|from|with) (?:embarrassment|shame|laughter|laughing|boredom|heat|cringe|envy|jealousy|happiness|excitement|thirst|hunger|fright|shock|curiosity)\\b|\\b(?:tired|scared|bored|worried|sick|frozen|freezing|frightened|terrified|starved|done|talked|cooked|worked) to death\\b|\\bdead (?:tired|on my feet|beat|end|heat|keen|easy|good|right|serious|funny|set|loss|cert|ringer|centre|space|weight|line|lines|batteries|battery)\\b|\\bdeath (?:of me|warmed up|by chocolate)\\b|\\bdying (?:here|out here|in (?:this|the|these)|with (?:this|the|these)|of (?:this|the)|from (?:this|the)|on my feet)\\b(?! (?:world|life))|\\bgrave (?:concern|mistake|danger|error|situation)\\b`),
      re(`\\b(?:(?:my|our|her|his|their|the|a|your) (?:${OTHERS})|plants?|flowers|battery|batteries|phone|laptop|remote|car|tv|telly|fire|wind|trend|signal|conversation|party|dog|cat|pet|rabbit|fish|hamster|bird|tree|hedge|lawn|grass|tomatoes|basil|orchid|ipad|tablet|kindle|music)\\b(?:\\s\\w+){0,3}\\s(?:died|dead|dying|death|passed|funeral|grave)\\b`),
      re(`\\b(?:died|death|funeral|grave) (?:of|at|in|on|for) (?:my |our |her |his |their )?(?:${OTHERS})\\b|\\b(?:${OTHERS}) (?:s )?(?:death|funeral|grave)\\b`),
      re(`\\b(?:end|end it|end things) (?:with|between|early|at|off|up|by|on a|for the)\\b`),
      re(`\\brather (?:die|be dead) than (?!(?:go|going) through|live|living|carry|carrying|keep|keeping|feel|feeling|face|facing|suffer|suffering|endure|enduring|continue|continuing|be (?:like|in|here|alive)|spend another|another|wake)\\w+|\\b(?:die|dying) for (?:a|an|some|one|another|more)\\b`),
      // Hyperbole after effort or fright: "worked out so hard I thought I'd die", "so embarrassed I could have died".
      re(`\\b(?:so|such|too) (?:\\w+ ){1,3}(?:that )?i (?:thought|felt like|could|could have|nearly|almost) (?:i would |i was going to |i might )?(?:die|died|dying|be dead)\\b|\\bthought i (?:would|was going to) die (?:of|from|laughing|with|when|on|in|at)\\b`),
    ],
  },
  {
    name: 'life unbearable',
    level: 'support',
    pattern: re(`\\b(?:hate|hating|loathe|despise) (?:my life|being alive|living|myself|my existence|every minute of being alive|who i am)\\b|\\b(?:want|wanted|need) (?:out of|to be out of) (?:life|this life|this world|here for good|it all)\\b|\\bi want out\\b(?= *$| (?:of (?:life|it all|everything|this life)|for good|now|permanently))|\\b(?:fine|better|happier|ok|okay|easier|better off|manage|cope|carry on|keep turning|go on|move on|be fine|be happier|be better) without me\\b(?! (?:for|while|this|next|during|on|at|until|till|tonight|tomorrow|today|there|here|at work|in the|when i am (?:away|at|on|in)))|\\b(?:can not|do not want to|can not keep|do not want to keep) (?:keep )?(?:doing this|living like this|living this way|living this life|being me)\\b`),
    guards: [re(`\\bhate (?:myself|my life) (?:for (?:eating|having|buying|saying|forgetting|missing|not)|when i|right now lol|lol)\\b`)],
  },
  {
    name: 'method thoughts',
    level: 'urgent',
    pattern: re(`\\b(?:looking|looked|staring|stared|stare|look) at (?:the |my |all the |all my )?(?:${PILLS}|rope|knives|knife|blades?|bridge|tracks|trains|edge)\\b(?:[^.]{0,30}\\b(?:a lot|again|for ages|thinking|and think|every day|wondering|all night))?|\\b(?:smashed|banged|punched|hit|slammed|bashed|hitting|banging|punching) (?:my )?(?:hand|hands|head|fist|fists|arm|arms|knuckles|myself)\\b[^.]{0,25}\\b(?:against|into|on) (?:the |a )?(?:wall|door|floor|table|mirror|window)\\b[^.]{0,30}\\b(?:bled|bleed|blood|bruised|until|till|broke|again)\\b|\\b(?:plan|planning|planned|plot|plotting|sorting|arranging|arranged) (?:my )?(?:exit|escape|way out|departure|death|end|own funeral|funeral|goodbye)\\b`),
    guards: [re(`\\b(?:looking|looked|look) at (?:the |my )?(?:${PILLS})\\b[^.]{0,25}\\b(?:to check|to see (?:if|how|what|which|when)|label|labels|dose|expiry|leaflet|instructions|prescription|box to)\\b`), re(`\\b(?:exit|escape|departure) (?:from (?:work|the company|my job|the job|the team|the office|teaching|nursing)|strategy|plan|route|interview|package|date from)\\b|\\bescape (?:room|to the|to cornwall|to spain|to the sun|for the weekend|with)\\b`), re(`\\blooking at (?:the )?(?:bridge|trains|tracks) (?:in|on|from|at) (?:the )?(?:guide|photo|map|picture)\\b`)],
  },
  {
    name: 'held on only by',
    level: 'support',
    pattern: re(`\\b(?:would|i would|would of|i would of) (?:have )?(?:gone|done it|ended it|been gone|killed myself|not been here|taken my life|given up) (?:by now|long ago|already|years ago|a long time ago)\\b|\\b(?:only|one) (?:thing|reason|person|thing that is) (?:keeping|that keeps|that is keeping|stopping|that stops) me (?:here|alive|going|from doing it|from ending it|on this earth)\\b|\\b(?:keeping|keeps) me (?:alive|here)\\b|\\b(?:hit|reached|at|hitting) rock bottom\\b|\\bcan not see a way (?:through|forward|out|on)\\b|\\b(?:want|wish|need) (?:the|this|my) (?:suffering|torment|misery|agony|pain inside|emotional pain|mental pain) to (?:stop|end|be over|go away)\\b|\\b(?:want|wish|need) (?:the|this|my|all the) (?:pain|hurt) to (?:stop|end|be over|go away) (?:for good|forever|for ever|permanently|once and for all)\\b|\\b(?:be|being) at peace,? (?:permanently|forever|for ever|for good|at last)\\b`),
    guards: [re(`\\bstopping me (?:from )?(?:going|doing|getting|buying|booking|moving|eating|joining|signing up|trying|running|walking|swimming|exercising|sleeping|applying|leaving (?:work|my job))\\b`)],
  },
  // --- Further ways she writes it, each a family of phrasings rather than one sentence ------
  {
    name: 'farewell sent',
    level: 'urgent',
    // "I texted my sister goodbye", "wrote letters to the kids", "I'll be gone by the morning".
    pattern: re(`\\b(?:texted|text|texting|messaged|message|messaging|emailed|email|rang|called|phoned|wrote|written|writing|sent|sending|left|leaving) (?:to )?(?:my \\w+|everyone|everybody|them all|each of them|the kids|my kids|my family|him|her|them) (?:a |my )?(?:goodbye|goodbyes|farewell|last message|final message)\\b|\\b(?:written|wrote|writing|left|leaving) (?:goodbye |farewell |final |last )?(?:letters|a letter|notes|a note|cards) (?:to|for) (?:each of )?(?:the kids|my kids|my children|everyone|everybody|my family|my husband|my partner|my wife|my daughter|my son|my daughters|my sons|all of them|each of them|them all)\\b|\\b(?:i will|i am going to|i will be|i would be|i should be) (?:long )?gone (?:by|before) (?:the )?(?:morning|tomorrow|tonight|daylight|sunrise|the weekend|the time you read this)\\b|\\b(?:been )?(?:giving|gave|give) (?:all )?(?:my|of my) (?:things|stuff|belongings|possessions|jewellery|treasures) away\\b`),
    guards: [re(`\\b(?:letters?|notes?|cards?) (?:to|for) (?:\\w+ ){1,3}(?:for (?:their|her|his|christmas|birthday|school|the teacher)|birthday|christmas|to open|school|teacher|lunchbox|lunch box)\\b|\\b(?:birthday|christmas|thank you|thankyou|valentine|anniversary|get well|school|lunchbox) (?:letters?|notes?|cards?)\\b`), re(`\\bgone (?:by|before) (?:the )?(?:morning|tomorrow)\\b[^.]{0,30}\\b(?:flight|work|shift|train|airport|holiday|trip|run|early start|leave)\\b|\\b(?:flight|shift|train|airport|holiday|trip|work)\\b[^.]{0,30}\\bgone (?:by|before)\\b`), re(`\\b(?:things|stuff|belongings|clothes) away (?:to (?:the )?(?:charity|charity shop|oxfam|hospice shop|food bank|neighbours)|on (?:freecycle|facebook|vinted|ebay|olio)|because we are moving|before the move|decluttering)\\b`)],
  },
  {
    name: 'painless way',
    level: 'urgent',
    pattern: re(`\\b(?:painless|quick|quickest|easiest|peaceful|best|surest) (?:way|ways|method|methods|death) (?:to )?(?:die|go|do it|end it|of dying|to kill myself|out)\\b|\\bpainless (?:way|ways|method|methods|death)\\b|\\bhow (?:much|many)\\b[^.]{0,20}\\b(?:${PILLS})\\b[^.]{0,30}\\b(?:it takes|would it take|would take|to take|does it take|to die|to kill|is fatal|is lethal|would kill|to not wake up)\\b|\\b(?:counted|counting|count|lined up|laid out|lining up|laying out) (?:out )?(?:all )?(?:my |the |all my |all the )?(?:${PILLS})\\b`),
    guards: [re(`\\b(?:${PILLS})\\b[^.]{0,30}\\b(?:for the week|into (?:the |my )?(?:organiser|dosette|pill box|days of the week)|weekly box|pill organiser|dosette)\\b|\\bhow many (?:${PILLS})\\b[^.]{0,20}\\b(?:to take (?:a|per|each|with|for|in|twice|once|daily)|a day|per day|each day|for my|for the)\\b`)],
  },
  {
    name: 'not wake up',
    level: 'support',
    // "what if I just didn't wake up", "I hope I don't wake up", "wouldn't mind if I didn't wake up".
    pattern: re(`\\b(?:what if|wish|wished|wishing|hope|hoping|hoped|pray|praying|prayed|if only|would not mind if|wouldnt mind if|do not care if|dont care if|would be nice if|would be easier if|better if|easier if|maybe) (?:i |that i |tonight i |one day i )?(?:just |simply )?(?:did not|didnt|do not|dont|never|would not|wouldnt|will not|wont|could not) (?:wake|woke|awake|wake up|woke up)\\b|\\b(?:do not|dont|never) (?:want|wanna) to wake (?:up )?(?:again|ever|any more|tomorrow)?\\b`),
  },
  {
    name: 'why alive',
    level: 'support',
    pattern: re(`\\bwhy (?:am i|am i even|am i still|do i even|do i still|do i bother|bother) (?:even |still )?(?:alive|here|living|breathing|existing|around|on this earth|bothering)\\b|\\b(?:do not|dont|no longer|can not|cant) (?:know|see|understand) (?:why|the point of why) i am (?:still |even )?(?:alive|here|around|living|breathing|bothering)\\b`),
    guards: [re(`\\b(?:alive|here|around|living|breathing|bothering) (?:at|in|on|with) (?:the |this |my )?(?:work|office|job|desk|party|meeting|queue|pub|hospital waiting|supermarket|shop|station|airport|\\d)|\\bhere (?:at|in|on|so late|this late|at this time|waiting)\\b`)],
  },
  {
    name: 'had enough',
    level: 'support',
    pattern: re(`\\b(?:had|have had|have|i have had|i am) (?:just )?(?:enough|done) (?:of|with) (?:life|living|being alive|existing|it all|everything|this life|my life|being here|being me|the world|this world)\\b|\\b(?:so|just|completely|totally|utterly) done with (?:life|living|being alive|existing|it all|everything|this life|my life|being here|being me)\\b|\\b(?:i am|i really am|am|i am just|i am so|i am really) (?:so |just |really |completely |totally |utterly )?done with (?:all of it|all this|all of this|it all|everything|all of them|the lot)(?=[^.]{0,3}$)|\\b(?:go|leave|walk away|drive away|disappear|walk off|go away) and never (?:come back|return|be seen again|be found)\\b(?=[^.]{0,3}$| (?:again|ever|forever))|\\b(?:can not|cant|do not|dont|could not) (?:see|imagine|picture) myself (?:still )?(?:being )?(?:here|around|alive) (?:at|by|for|in|next|much|this time|another|a year)\\b|\\b(?:want|wish|need) (?:it|this|everything|it all|life|my life|the pain|all of it) (?:all )?(?:to be )?(?:over|over with|finished)(?: now| for good| forever| permanently)?(?= *$| (?:for good|forever|permanently|now|already))`),
    guards: [re(`\\bdone with (?:it all|everything)\\b[^.]{0,25}\\b(?:for the (?:day|week|night)|at work|ironing|washing|housework|cleaning|packing|shopping|chores)\\b|\\b(?:want|wish) (?:it|this) (?:all )?(?:to be )?over (?:with )?(?:so|and|before|by|then)\\b`)],
  },
  {
    name: 'no future',
    level: 'support',
    pattern: re(`\\b(?:do not|dont|can not|cant|no longer|never) (?:see|have|imagine|picture) (?:a|any|much of a|my) future(?: for myself| for me| ahead| at all)?\\b(?! (?:in|at|with) (?:this|the|that|my) (?:job|company|role|career|team|relationship|house|town|marriage|business|club))|\\b(?:i have|there is|i see|i can see) no future(?: for me| for myself| ahead| at all)?\\b(?! (?:in|at|with) (?:this|the|that|my) (?:job|company|role|career|team|relationship|house|town|marriage|business|club))|\\b(?:can not|cant|could not|couldnt) live with myself\\b(?! (?:if|unless|when|had i|if i))|\\b(?:life|living|existing|everything|it all|being alive|being me|each day|every day|getting up) (?:is|feels|has become|seems|has got|got) (?:just |so |far |completely |utterly )?(?:too hard|too much|unbearable|too painful|pointless|meaningless|hopeless)\\b(?! (?:at the moment with|at work|with the (?:kids|heat|flushes)|when (?:it is|its) hot))|\\b(?:trapped|no escape|no way out)\\b[^.]{0,30}\\b(?:except|but|apart from) (?:one|dying|death|ending it|to die|the one)\\b`),
    guards: [re(`\\b(?:flushes|sweats|symptoms|heat|weather|commute|work|job|kids|traffic|housework|school run)\\b[^.]{0,15}\\b(?:is|are|feels|feel|has become|have become) (?:just |so )?(?:too much|unbearable|too hard)\\b`)],
  },
  {
    name: 'thinking of a method',
    level: 'urgent',
    pattern: re(`\\b(?:think|thinking|thought|thoughts|tempted|urge|urges|fantasi[sz]e|fantasi[sz]ing|imagine|imagining|picture|picturing) (?:about |of |to )?(?:just )?(?:crashing|crash|driving (?:into|off|in front of)|drive (?:into|off)|swerving|swerve|steering into|stepping (?:out )?in front of|step (?:out )?in front of|walking (?:into|in front of)|jumping|jump (?:off|from|in front of)|throwing myself|falling (?:off|from|in front of)|letting go of the (?:wheel|railing))\\b(?:[^.]{0,30}\\b(?:car|lorry|bus|train|tree|wall|bridge|traffic|motorway|edge|cliff|roof|platform|tracks|river|sea|purpose))?|\\b(?:stood|standing|stand|sat|sitting|sit|lingered|waited|waiting) (?:on|at|by|near) (?:the |a )?(?:edge of the |top of the )?(?:bridge|cliff|cliffs|ledge|edge|tracks|platform edge|railway|roof|top floor|car park roof|viaduct)\\b[^.]{0,30}\\b(?:for (?:an hour|hours|ages|a long time|a while|twenty minutes|half an hour)|thinking|wondering|looking down|staring down|wanting|tempted|not sure|could not move|crying)\\b`),
    guards: [re(`\\bjump(?:ing)? (?:off|from) (?:the )?(?:bus|train|diving board|board|wall|sofa|bed|boat)\\b(?! [^.]{0,20}\\b(?:tracks|purpose|in front))|\\bjumping (?:jacks|rope|in|on|into the (?:pool|sea for|shower))\\b|\\bthinking (?:about|of) jumping (?:in|into|on) (?:the )?(?:pool|sea|shower|bath|lake|queue|bandwagon)\\b`), re(`\\b(?:stood|standing|sat|sitting) (?:on|at|by) the (?:bridge|cliff|cliffs|edge)\\b[^.]{0,30}\\b(?:view|views|sunset|sunrise|boats|watching|photo|photos|picture|pictures|with (?:my|the|our))\\b`)],
  },
  {
    name: 'pills on her mind',
    level: 'support',
    pattern: re(`\\b(?:keep|kept|keeps|can not stop|cant stop|could not stop|always) (?:thinking|think|thought) (?:about|of) (?:the |my |all the |all my |those |taking (?:all )?(?:the |my )?)?(?:${PILLS})\\b(?! (?:to take|i need|i forgot|i missed|for my|for the|did i|have i|running out|prescription|dose))|\\bstop taking (?:all )?(?:my |the )?(?:medication|tablets|pills|insulin|medicine|everything)\\b[^.]{0,40}\\b(?:let it happen|let nature|see what happens|and die|until i die|and go|and not wake|end it|be done)\\b`),
    guards: [re(`\\b(?:${PILLS})\\b[^.]{0,40}\\b(?:gp|doctor|nurse|pharmacist|consultant|specialist|mentioned|suggested|recommended|prescribed|offered|should i|try them|trying them|side effects|on the forum|online|in the leaflet)\\b`)],
  },
  {
    name: 'better off with another',
    level: 'support',
    pattern: re(`\\b(?:would|will|could|might) (?:all )?be (?:better|happier) off (?:with|having) (?:a|another|someone|somebody|anyone|any other) \\w*\\b[^.]{0,30}\\b(?:not me|is not me|instead of me|than me|other than me|who is not me)\\b|\\bbetter off (?:with|without) (?:a mum|a mother|a wife|a partner|a daughter|a sister|a friend) (?:like me|who is not me)\\b`),
  },
  {
    name: 'self injury with',
    level: 'urgent',
    pattern: re(`\\b(?:cut|cutting|burned|burnt|burning|burn|scratched|scratching|scratch|scored|scoring|hurt|hurting) myself (?:with|using) (?:a |the |my |some )?(?:lighter|cigarette|cigarettes|match|matches|candle|razor|razors|blade|blades|knife|knives|scissors|compass|glass|broken glass|pen|pin|needle|needles|hair straighteners|straighteners|kettle|iron)\\b|\\b(?:starved|starving|starve|punished|punishing|punish) myself\\b[^.]{0,30}\\b(?:to punish|because i deserve|as punishment|on purpose|for being|deserve it)\\b`),
    guards: [...ACCIDENT, re(`\\bmyself with (?:a |the |my )?(?:knife|knives|scissors|kettle|iron|glass|razor|candle|match|matches|straighteners|hair straighteners|pen|pin|needle)\\b[^.]{0,30}\\b(?:cooking|chopping|slicing|peeling|shaving|ironing|sewing|opening|washing up|doing my hair|curling|gardening|by accident|accidentally|while|whilst|when)\\b`)],
  },
  {
    name: 'urges to harm',
    level: 'support',
    pattern: re(`\\b(?:urges?|urge|thoughts?|intrusive thoughts?|dark thoughts?|impulses?|temptation|tempted) (?:to |about |of )?(?:hurt|hurting|harm|harming|cut|cutting|burn|burning|kill|killing|end|ending|punish|punishing) (?:myself|my life|it all|it)\\b|\\bdark thoughts?\\b[^.]{0,40}\\b(?:not being here|not being alive|dying|death|ending|ending it|being gone|not existing|hurting myself|harming myself)\\b`),
  },
  {
    name: 'method on her mind',
    level: 'urgent',
    pattern: re(`\\b(?:leave|leaving|left|keep|keeping|run|running|sit|sat|sitting) (?:with )?the engine (?:on|running)\\b[^.]{0,40}\\b(?:garage|drive|driveway|doors? (?:shut|closed|locked)|windows? (?:shut|closed|up)|hose|pipe|think|thinking|thought|wonder|wondering|want|wanted|tempted|forever|for good)\\b|\\b(?:think|thinking|thought|wonder|wondering|tempted) (?:about|of) (?:leaving|running|keeping) the engine (?:on|running)\\b|\\b(?:mind|thoughts?|head) (?:keeps?|kept|keeps on|keep on) (?:going|drifting|wandering|coming) back to (?:the )?(?:train tracks|tracks|railway|railway line|bridge|cliff|cliffs|edge|river|motorway|pills|tablets|rope|knife|knives|blades?|top floor|car park roof)\\b|\\b(?:holding|held|hold|holding on to|gripping|clutching|staring at|stared at|looking at) (?:the |a |my )?(?:knife|knives|blade|blades|razor|razor blade|rope|scissors)\\b[^.]{0,25}\\b(?:thinking|think|wondering|wanting|tempted|for ages|for a long time|again)\\b|\\b(?:stop|stopping|stopped) myself (?:from )?(?:jumping|stepping|walking|driving|throwing myself|taking (?:them|the|all|my)|cutting|doing it|ending it|swallowing)\\b`),
    guards: [re(`\\b(?:knife|knives|blade|scissors)\\b[^.]{0,25}\\b(?:chopping|cooking|sharpen|sharpening|carving|to cut (?:the|a|some|up)|bread|veg|vegetables|onions|meat|roast|cake)\\b`), re(`\\bengine (?:on|running)\\b[^.]{0,30}\\b(?:to (?:warm|heat|cool|defrost|de ice|charge)|for the heater|heater|air con|aircon|defrost|de ice|frost|the kids|school run|waiting for)\\b`), re(`\\bstop(?:ped|ping)? myself (?:from )?(?:jumping|walking|driving|taking) (?:to conclusions|in|on|into|the (?:biscuits|cake|wine|chocolate|crisps)|another|a second|seconds|more|out (?:of bed|early)|over)\\b`)],
  },
  {
    name: 'easy way out',
    level: 'support',
    pattern: re(`\\b(?:would be|it is|it would be|it would be so|it seems|seems) (?:so |very |really |too )?(?:easy|tempting|simple|peaceful) to (?:just )?(?:stop|end it|end things|go|give up|let go|not be here|slip away|not wake up|disappear|switch off for good|fade away)\\b(?! (?:at|by|for|off|in|on|into|to|the|a|an|my|our|and get|home|out|shopping|now and then))|\\b(?:want|wanna|ready|going|about) to (?:just )?check out\\b(?! (?:the|a|an|this|that|these|those|some|of (?:the|a|my)|at|from|new|what|how|if|whether|my|her|his|our|their|your|it|them|its|online|more))|\\b(?:want|wish|need|pray for) (?:it|this|everything|it all|the pain|all of it|all this|my life|life) (?:all )?to (?:end|be over)\\b(?=[^.]{0,3}$| (?:for good|forever|permanently|now|already|soon|so badly|so much))|\\b(?:want|wish) (?:the (?:world|earth|ground)|the sea|the earth) (?:would |to )?(?:swallow|take) me (?:up )?(?:forever|for good|for ever|and never|and not|so i never|permanently)\\b|\\bwhy (?:keep|go on|carry on|bother|continue|am i) (?:living|going on|existing|breathing|trying to live|staying alive|carrying on)\\b(?! (?:in|at|with) (?:this|the|that) (?:house|job|town|flat|city|area|relationship))|\\bif i (?:was|were|was not|were not|had not been|was never|were never) (?:not )?(?:here|around|alive|gone|dead|born)\\b[^.]{0,40}\\b(?:would|will|could) (?:all )?(?:stop|end|be (?:over|better|easier|fine|happier|lighter|relieved|free)|go away|be at peace|cope|manage)\\b|\\b(?:nobody|no one|noone|not one person) (?:needs|wants|loves|cares about|would need) me(?: any more| at all| now| any longer)?\\b(?! to\\b)|\\b(?:they|he|she|everyone|everybody|the kids|my family|my husband|my children) (?:would|will|wd) (?:all )?(?:cope|manage|get on|get by|be fine|be ok|be okay) (?:fine |just fine |perfectly well |better )?(?:without me|if i (?:was|were) (?:gone|not here|dead))\\b|\\b(?:would|will|could|might) (?:all )?be (?:better|happier) off with (?:someone|somebody|anyone) else\\b`),
    guards: [re(`\\bnobody (?:needs|wants) me (?:to|at|for|in|on)\\b|\\b(?:cope|manage|be fine) without me (?:for|while|this|next|during|on|at|until|till|tonight|tomorrow|today|there|here|when)\\b`), re(`\\b(?:the (?:job|role|team|project|company|committee|club|choir|shop|business)|it|this|that)\\b[^.]{0,20}\\bbetter off with (?:someone|somebody) else\\b`), re(`\\b(?:flushes|sweats|symptoms|heat|hot flush|night sweats|meeting|day|week|shift|winter|rain|headache|migraine|insomnia|brain fog|perimenopause|menopause|it all|noise|pain in my)\\b[^.]{0,12}\\bto (?:end|be over)\\b(?! (?:for good|forever|permanently))`)],
  },
  {
    name: 'world without her',
    level: 'support',
    // "the world would be a better place without me", "easier for everyone if I just disappeared for good",
    // "doing everyone a favour if I went", "what is there to live for", "can't be bothered to live".
    pattern: re(`\\b(?:would|will|could|might|wd) (?:all )?be (?:a |so much |much |far |a lot )?(?:better|happier|nicer|kinder|easier|lighter|calmer|simpler|brighter) (?:\\w+ ){0,3}without me\\b(?! (?:for|while|this|next|during|on|at|until|till|tonight|tomorrow|today|there|here|when|nagging|moaning|around the house on))|\\b(?:easier|better|happier|simpler|kinder|fine|relieved|lighter|a relief) (?:for (?:everyone|everybody|them|all of them|my family|the kids|him|her) )?if i (?:just |simply )?(?:disappeared|disappear|vanished|vanish|died|was gone|were gone|went|left for good|was not here|were not here|was not around|did not exist|was dead|were dead|was no longer here|stopped existing|was not alive)\\b|\\b(?:doing|do|did) (?:everyone|everybody|them|the world|my family|him|her) a (?:favour|favor) (?:if i|by) (?:went|go|going|died|dying|disappeared|disappearing|was gone|leaving for good|not being here|ending it|killing myself)\\b|\\b(?:what|who|nothing|not much|no one|nobody|what else|what is there|what have i got|not a lot) (?:is there |have i got |do i have |is left |left )?(?:to|worth) (?:live|living|stay alive|stay|keep going|carry on) for\\b|\\b(?:bothered|motivation|energy|strength|will|desire|reason|want) to (?:live|keep living|stay alive|go on living|exist|be alive)\\b[^.]{0,15}\\b(?:any more|any longer|anymore|now|left|gone|lost)\\b|\\b(?:can not|cant|could not) be bothered (?:to )?(?:live|living|being alive|existing|staying alive)\\b|\\b(?:do not|dont|no longer|never) feel like (?:living|being alive|being here|existing|going on|carrying on|waking up|staying alive)\\b(?! (?:in|at|with|on) (?:this|the|that|my) (?:house|job|town|flat|city|area|street))|\\b(?:i am|i feel|like i am|as if i am|i have) already (?:dead|gone|a ghost|given up)\\b|\\b(?:want|wanted|wish|wished|wanting|could|would like) (?:to )?(?:just )?(?:lie down|lay down|curl up|go to bed|close my eyes|sit down) and (?:never|not) (?:get up|wake up|wake|open them|come back|get up again)\\b`),
    guards: [re(`\\blive (?:in|at|near|next to|on|by) (?:this|the|that|a|my|our|his|her) (?:\\w+ )?(?:town|house|city|area|flat|country|village|street|place|home|road|neighbourhood|county|part|cul de sac|estate|block|world of)\\b|\\blive (?:with|near|next to) (?:him|her|them|my (?:husband|partner|mum|mother|dad|father|parents|ex|in laws|sister|brother|son|daughter|kids|children|wife|boyfriend|girlfriend|flatmate|housemate))\\b`), re(`\\b(?:bothered|motivation|energy|strength) to (?:live|exist) (?:in|at|on|with) (?:the|this|that|a) \\w+`)],
  },
  {
    name: 'letting it happen',
    level: 'urgent',
    pattern: re(`\\b(?:hope|hoped|hoping|wish|wished|wishing|pray|praying|prayed|part of me hopes|part of me wants)\\b[^.]{0,25}\\b(?:cancer|illness|disease|heart attack|stroke|tumour|virus|something|a car|a lorry|a bus|someone)\\b (?:would |will |comes? |came )?(?:come back|comes back|returns|return|get me|gets me|take me|takes me|finish me|kill me|kills me|hit me|hits me|happen|happens)\\b[^.]{0,30}?(?:so (?:it is|it would be|i can|i could|that it is|that i) (?:over|go|die|rest|be free|stop)|\\b(?:end|over|die|dead|gone)\\b)?|\\b(?:drove|driving|drive|driven) (?:really |too |so |very )?(?:fast|recklessly|without a seatbelt|with my eyes closed)\\b[^.]{0,40}\\b(?:hoping|hoped|wanting|wanted|wishing|not caring if|did not care if|didnt care if)\\b|\\b(?:skipped|skip|skipping|missed|stopped|stop|stopping|not taking|refused|refusing)\\b (?:taking )?(?:my |all my |the )?(?:insulin|medication|medicine|tablets|pills|heart pills|blood thinners|warfarin|inhaler|epipen)\\b[^.]{0,20}\\b(?:on purpose|deliberately|so i would|so that i|to see if i|hoping|to die|until i die|and let)\\b|\\b(?:thought|thinking|think|thoughts) (?:about|of) (?:staying|stay|going|slipping|sliding|sinking|holding my breath) (?:under|down)\\b(?! (?:the (?:duvet|covers|blanket)|my duvet|cover))|\\b(?:make|made|making) it (?:look|seem) like an accident\\b`),
    guards: [re(`\\b(?:skipped|missed|stopped|forgot) (?:my |the )?(?:tablets|pills|medication|hrt|patch)\\b[^.]{0,20}\\b(?:by mistake|by accident|accidentally|forgot|because i (?:was|forgot)|on holiday|while away)\\b`)],
  },
  {
    name: 'final arrangements',
    level: 'urgent',
    // The quiet language of a decision made: "I've made my peace with it and I'm ready", "after tonight none of it
    // will matter", "I won't be a problem for anyone much longer", "a bottle of vodka and my tablets on the table".
    pattern: re(`\\b(?:made|making) (?:my )?peace\\b(?! with (?:my|her|him|them|the|our|his|their) (?!decision|choice|life|death|end|going)\\w+)[^.]{0,40}\\b(?:ready|decision|decided|going|go|time|the end|leave|leaving)\\b|\\bat peace with (?:my|the) (?:decision|choice|plan)\\b(?! to (?:move|retire|leave (?:work|my job|him|her)|sell|stop hrt|start|try|go part time|divorce))|\\bafter (?:tonight|today|tomorrow|this weekend|this week|friday|saturday|sunday|monday|tuesday|wednesday|thursday)\\b[^.]{0,10}\\b(?:none of (?:it|this) will matter|nothing will matter|it will not matter|it wont matter|i will not|i wont|i will be gone|no one will)\\b|\\b(?:will not|wont|will no longer|not going to) be (?:a |any )?(?:problem|burden|bother|nuisance|worry|trouble|weight|drain) (?:for|to|on) (?:anyone|anybody|everyone|everybody|you|them|my family|the kids|him|her)(?: at all)? (?:much longer|for (?:much )?longer|for long|soon|any more|any longer|after (?:tonight|today|this))\\b|\\b(?:vodka|whisky|whiskey|gin|wine|alcohol|bottle|bottles|drink)\\b[^.]{0,30}\\b(?:${PILLS})\\b[^.]{0,30}\\b(?:ready|lined up|laid out|in front of me|next to me|on the (?:table|bed|side)|counted|waiting)\\b|\\b(?:${PILLS})\\b[^.]{0,30}\\b(?:vodka|whisky|whiskey|gin|alcohol)\\b[^.]{0,30}\\b(?:ready|lined up|laid out|in front of me|next to me|on the (?:table|bed|side)|tonight|together)\\b|\\b(?:cuts|cut marks|slashes|scratches|burns|burn marks) (?:on|in|into|across|to|all over) my (?:arm|arms|wrist|wrists|legs|thighs|skin|stomach|belly|hips|body)\\b|\\b(?:took|take|taking|put|putting) (?:a |the |my )?(?:blade|blades|knife|knives|glass|scissors|lighter|compass) to my (?:arm|arms|wrist|wrists|legs|thighs|skin|stomach|belly|hips|body|face|chest)\\b|\\b(?:took|take|taking|put|putting) (?:a |the |my )?razor to my (?:arm|arms|wrist|wrists|thighs|skin|stomach|belly|hips|chest)\\b|\\b(?:feel like|want to|wanted to|wanna|thought about|thinking about|tempted to|could easily|might just) (?:just )?(?:walk|walking|step|stepping|run|running|wander|wandering) (?:out )?(?:into|in front of) (?:the )?(?:traffic|oncoming traffic|a car|a lorry|a bus|a train|the road|the motorway)\\b`),
    guards: [re(`\\b(?:cuts|burns|scratches) (?:on|to) my (?:arm|arms|legs|hands|skin)\\b[^.]{0,30}\\b(?:from (?:the|gardening|brambles|the cat|the oven|cooking|work)|healing|the cat|brambles|roses|oven)\\b`)],
  },
  {
    name: 'wish to be gone',
    level: 'support',
    pattern: re(`\\b(?:want|wanted|wish|wished|long|longing|ready|need) (?:to )?(?:just )?(?:be with|join|go to|see) (?:my )?(?:late |dead |deceased )?(?:husband|wife|partner|mum|mom|mother|dad|father|son|daughter|baby|brother|sister|nan|gran|grandma|grandad|parents|family)(?: again)?(?: (?:in heaven|up there|on the other side|in the ground|again))?\\b(?! (?:for|at|in|on|to|this|next|tomorrow|today|tonight|when|and|who|on holiday|for lunch|for dinner)\\b)|\\b(?:want|wanted|wish|wished|long|longing|ready) (?:to )?(?:just )?be with my (?:late|dead|deceased) \\w+\\b(?! (?:s family|family|for|at|in|on))|\\b(?:it will|it will all|it is all going to|everything will|it is going to) be over soon\\b(?![^.]{0,25}\\b(?:builders|builder|work|works|exams?|school|holiday|christmas|week|project|renovation|move|moving|flushes|sweats|surgery|operation|op|treatment|meeting|course))|\\b(?:said|say|saying) (?:everything|all) (?:i )?(?:needed|wanted|need|have) to say (?:to (?:the kids|my kids|everyone|my family|them|him|her|my \\w+))?\\b|\\bwonder(?:ing)? what it (?:would be|is|will be) like (?:to|if i) (?:just )?(?:not exist|did not exist|was not here|were not here|be dead|was dead|die|died|not be here|disappear|disappeared|not wake up)\\b|\\b(?:i am|im) done for good\\b(?! with)|\\b(?:had it|had enough|have had it|have had enough) with (?:life|living|everything|it all|being alive|existing|being me)\\b|\\b(?:do not|dont|never) want (?:tomorrow|the morning|another day|another morning|morning|the day) to (?:come|arrive|start|happen)\\b(?! (?:because|as|cos|since|when|i have|we have|it is))|\\b(?:want|wish|wanna|wanted) to (?:just )?stop breathing\\b|\\b(?:think|thinking|thought|looking|look|looked) (?:about|for|into|at) (?:a |the )?(?:ways? out|an exit|my exit|a way to end)\\b(?! of (?:the|this|that|my|our) (?!life|misery|pain)\\w+)|\\b(?:can not|cant|could not|couldnt) see the point (?:of|in) me\\b|\\bbetter off gone\\b`),
    guards: [re(`\\b(?:ways? out|exit) (?:of|from) (?:the|this|that|a) (?:car park|building|station|maze|house|room|contract|deal|job|situation with)\\b`)],
  },
  {
    name: 'quiet endings',
    level: 'support',
    pattern: re(`\\b(?:do not|dont|never) want to (?:make it|reach|see|get) (?:to )?(?:\\d+|old age|christmas|my birthday|next year|another year|another birthday|another christmas|the new year|retirement)\\b|\\b(?:will not|wont|not going to) make it to (?:\\d+|christmas|next year|my birthday|the new year|the summer|spring)\\b[^.]{0,30}\\b(?:do not want|dont want|will not|wont|and that is fine|good|not going to)\\b|\\b(?:it will|it will all|everything will|all will) (?:all )?be (?:quiet|still|silent|peaceful|calm) (?:soon|now|forever|for good|for ever)?\\b(?=[^.]{0,3}$| (?:soon|forever|for good|then))|\\b(?:soon|not long now|one day soon)\\b[^.]{0,25}\\b(?:all be quiet|be free|be at peace|be over|be gone|be still|rest)\\b|\\bi will (?:soon )?be free (?:of|from) (?:it all|all of it|everything|this|the pain|this life|life|all this)\\b|\\b(?:pretending|pretend|pretended) (?:that )?(?:i want|to want|i wanted) to (?:be alive|live|be here|stay alive|keep going)\\b|\\b(?:do not|dont|no longer) want to do (?:life|this life|living|any of this|this any more|this anymore)\\b|\\b(?:going to|will|shall|am going to) be with (?:my )?(?:late )?(?:dad|mum|mom|mother|father|husband|son|daughter|baby|brother|sister|nan|gran|grandma|grandad|parents) (?:soon|again soon|in heaven|again|up there|before long)\\b|\\b(?:not fair|unfair|cruel|selfish) (?:on|to|of) (?:them|everyone|my family|the kids|my kids|him|her|my husband) (?:to keep me around|to have me around|to have to put up with me|for me to (?:stay|be here|stay alive|keep living|carry on|keep going|still be here))\\b|\\b(?:want|wish|wanted|expect) (?:someone|somebody|them|him|her|my husband|the kids) to find me (?:gone|dead|cold|in the morning|hanging|not breathing)\\b|\\bfind me (?:dead|cold|gone|not breathing|hanging)\\b|\\b(?:only|one) (?:thing|reason|person|people|things) (?:stopping|keeping) me (?:is|are|here is|alive is|going is)\\b`),
    guards: [re(`\\bbe with (?:my )?\\w+ (?:soon|again)\\b[^.]{0,25}\\b(?:sunday|monday|tuesday|wednesday|thursday|friday|saturday|weekend|christmas|birthday|holiday|visit|picking|pick me up|flight|train|lunch|dinner|for tea)\\b`), re(`\\bstopping me (?:from )?(?:going|doing|getting|buying|booking|moving|eating|joining|signing up|trying|running|walking|swimming|exercising|sleeping|applying|leaving (?:work|my job))\\b`)],
  },
  {
    name: 'quiet preparation',
    level: 'urgent',
    pattern: re(`\\b(?:stopped|stop|stopping|not|refuse|refusing|refused|given up) (?:eating|drinking|eating and drinking)\\b[^.]{0,30}\\b(?:so (?:it|i|that)|to (?:die|waste away|fade|end it)|until i (?:die|am gone)|hoping|it happens|faster|quicker|sooner|waste away)\\b|\\b(?:${PILLS}|bottle of (?:pills|tablets))\\b[^.]{0,20}\\b(?:under|beside|next to|by) my (?:pillow|bed)\\b(?![^.]{0,30}\\b(?:remember|take (?:them|it) (?:at|in|first|every)|night time dose|for the night|morning dose|so i do not forget|so i dont forget))|\\b(?:${PILLS})\\b (?:in my hand|in my hands|in my palm)\\b[^.]{0,25}\\b(?:for (?:an hour|hours|ages|a long time|a while|ten minutes|twenty minutes)|thinking|staring|wondering|again|shaking|crying)\\b|\\b(?:think|thinking|thought|i think) about how i (?:would|will|could|might|should) (?:do it|end it|go|die|kill myself)\\b|\\b(?:made|wrote|written|sorted|updated|done|did) (?:a|my) will\\b[^.]{0,30}\\b(?:wrote to|written to|letters?|goodbye|said goodbye|given away|gave away|notes? for)\\b|\\b(?:drove|drive|driving|walked|walk|walking|went) (?:past|to|over|onto|up to|back to) the (?:bridge|cliff|cliffs|edge|tracks|railway|car park roof|top floor|viaduct|river)\\b[^.]{0,20}\\b(?:again|slowed|stopped|looked down|stood|sat|thought|wondered)\\b`),
    guards: [re(`\\b(?:stopped|stop|not) (?:eating|drinking)\\b[^.]{0,30}\\b(?:so (?:it|i) (?:can|could) (?:lose|sleep|fast)|to lose weight|before (?:bed|the|my)|after \\d|fasting|for the (?:blood test|test|scan|operation))\\b`)],
  },
  {
    name: 'plan made',
    level: 'urgent',
    pattern: re(`\\b(?:planning|planned|plan|plotting|plotted|arranging|arranged|organising|preparing|prepared) (?:for )?(?:my )?(?:own )?(?:suicide|death|overdose|ending)\\b|\\b(?:bought|buying|buy|got|getting|collected|collecting|ordered|ordering|picked up) (?:some |more |extra |the |a (?:box|packet|bottle|lot) of |boxes of |packets of )?(?:${PILLS})\\b[^.]{0,25}\\b(?:to (?:end it|end things|end my life|die|kill myself|do it|overdose|take (?:them )?all|not wake up)|for (?:tonight|when i do it|the end))\\b|\\b(?:written|wrote|writing|finished|left) my (?:note|notes|letter|letters)(?=[^.]{0,3}$| (?:for|to) (?:everyone|everybody|the kids|my kids|my family|them|him|her|when|after))`),
  },
  // --- Wishes, thoughts and feelings: support (urgent if intent or a time goes with them) ----
  {
    name: 'suicide word',
    level: 'support',
    pattern: re(`\\b(?:suicide|suicidal|suicidality|unalive)\\b`),
    guards: [re(`\\bsuicide (?:${STORY})\\b`), re(`\\b(?:${STORY})\\b[^.]{0,50}\\bsuicide\\b`), re(`\\bsuicide\\b[^.]{0,30}\\b(?:${STORY})\\b`), re(`\\b(?:mission|mission is|political|career|social|commercial|financial|diet|fashion|electoral|economic|sartorial|culinary|professional|tactical|hair|style|dietary) suicide\\b|\\b(?:it is|its|that is|thats|it was|that was|would be|will be) (?:\\w+ )?(?:diet|career|social|financial|fashion|political|professional) suicide\\b`), re(`\\b(?:lost|lose|losing) (?:a |my |our |her |his |their )?\\w+ (?:\\w+ )?to suicide\\b`)],
  },
  {
    name: 'kill myself',
    level: 'support',
    pattern: re(`\\b${KILL} ${SELF}\\b|\\b(?:off|top|topping|topped|do|doing|did) myself in\\b|\\b(?:top|topping|topped|off|offing|end|ending|ended|finish|finishing) myself\\b|\\bkill yourself\\b|\\b(?:want|wish|wished|hope|hoping|pray|praying|wanted|waiting) (?:for )?(?:something|someone|somebody|anyone|anybody|the (?:flushes|cancer|illness|disease|pain|heat|sweats|symptoms)|it|this|god|a (?:car|bus|lorry|truck|heart attack)) (?:to |would |will |could |might )?(?:just )?(?:kill me|hit me|end me|take me|put me out of my misery|end it for me)\\b|\\bput (?:me )?out of my misery\\b|\\bwhy (?:can not|cant) i just die\\b`),
    guards: [re(`\\bkill myself (?:laughing )?at (?:how|the|this|that|my|his|her|their)\\b(?=[^.]{0,40}\\b(?:lol|haha|ha|lmao|hehe|cooking|joke|jokes|funny)\\b)`), ...ACCIDENT, re(`\\b${KILL} (?:myself|me) (?:laughing|with laughter|laughing at)\\b`), re(`\\bkilling (?:myself|me) (?:trying to|to (?:get|finish|keep|make|meet|hit)|at work|at the gym|with work|over (?:this|that|the)|running|working|for (?:this|that|nothing|the|a))\\b`), re(`\\b(?:is|are|was|were|it is|its|thats|that is|this is|these are|they are|flushes are|sweats are) killing me\\b`), re(`\\b(?:could|would|might|i will|going to|gonna) (?:have )?(?:kill|killed) (?:him|her|them|you|my|the)\\b`), re(`\\bkill yourself laughing\\b`), re(`\\b(?:dont|do not|never) (?:go )?kill yourself\\b[^.]{0,20}\\b(?:trying|over|working|at|for)\\b`)],
  },
  {
    name: 'wish to die',
    level: 'support',
    pattern: re(`\\b${WANT} ${TO}(?:just |simply |really |actually |be able to |be allowed to |finally )?(?:${DIE})\\b|\\b(?:wish|wished|wishing|want|wanted|would rather|rather|better off|might as well|could just|should just|hope|hoping|praying) (?:i |that i |to )?(?:just |simply )?(?:was|were|be|was just|am|could be|would be|will be|could|would|will|should|might|get to)? ?(?:dead|die|die soon|die in my sleep|be dead|not alive|not here|gone|never born|never been born|was not born|had not been born|was never born|not wake up|not exist|stop existing|go to sleep forever|sleep forever|fall asleep and not wake up|fall asleep forever|would not wake up|did not wake up|dont wake up|do not wake up|not be here|not be alive|cease to exist)\\b|\\bbetter off dead\\b|\\b(?:${I}|me) (?:\\w+ )?(?:welcome|long for|longing for|wish for|wishing for|pray for|praying for|dream about|fantasi[sz]e about|think about|thinking about|keep thinking about|obsessing about|obsess about|picture|picturing|imagine|imagining) (?:my own |being |my )?(?:death|dying|being dead|not waking up|not being here|not existing|my funeral|funeral|ending it|ending things|ending my life|killing myself|suicide|it all ending|going to sleep and not waking)\\b|\\bready to (?:die|go|be gone)\\b|\\bi (?:do not|dont) care if i (?:die|live|wake up|dont wake up|do not wake up|get hit)\\b|\\bif i died (?:tomorrow|tonight|today|now|in my sleep)\\b|\\bhope (?:i |that i )?(?:do not|dont|never) wake up\\b|\\b(?:do not|dont|never) want to (?:wake up|be here|exist|be alive|live|go on|carry on|keep going|keep living|be on this earth|be in this world|wake up tomorrow|see tomorrow|face tomorrow)\\b|\\bno (?:longer )?want to (?:live|be alive|exist|be here)\\b|\\b(?:want|wanting|wanted|want so badly|wish) (?:to )?(?:it all to|everything to|life to|the world to|it to all) (?:stop|end|be over)\\b|\\bwish (?:it would all|everything would|it could all|life would|the world would) (?:stop|end|be over|just stop|just end)\\b|\\b(?:thoughts|thought|thinking|ideas|urges|urge|feelings) (?:of|about) (?:death|dying|being dead|killing myself|suicide|ending (?:it|my life|things)|not being here|harming myself|hurting myself|self harm)\\b|\\bcan not stop thinking about (?:death|dying|being dead|ending it)\\b|\\b(?:want|wish|hope|hoping|pray|praying|would like|like to|could|dream|dreaming|long|longing)\\b[^.]{0,35}\\b(?:never|not|do not|would not|will not|did not) (?:wake|waking|woke|wake up|open my eyes|open my eyes again)\\b|\\b(?:hope|hoping|wish|wishing|pray|praying|want|wanting)\\b[^.]{0,40}\\b(?:takes? me|take me away|kills? me|finish(?:es)? me off|ends? me|comes? for me)\\b|\\b(?:be|go|join|joining) (?:with )?(?:my )?(?:\\w+ )?(?:again,? |again )?(?:in heaven|up there|on the other side|in the ground|in the grave|wherever (?:he|she|they) (?:is|are))\\b|\\b(?:do not|dont|never) want to come (?:up|back|round|home)\\b(?! (?:for|to|from|with|and))|\\b(?:lost|losing|lose|no longer have|do not have|have no) (?:the|my|all|any) (?:will|desire|reason|wish|want|energy) to (?:live|go on|carry on|keep going|be alive|keep living)\\b|\\bno will to (?:live|go on|carry on)\\b|\\bhow much longer i can (?:go on|carry on|keep going|do this|cope|take this|take it|keep living|live like this)\\b|\\b(?:wish|want|wanted|wishing) (?:it|everything|life|my life|this life) (?:was|were|to be|would be|could be) (?:all )?over\\b(?<!\\b(?:it|this) (?:was|were|to be|would be|could be) over)|\\b(?:wish|want|wanted|wishing) (?:it|this) (?:was|were|to be|would be|could be) all over\\b`),
    guards: [re(`\\blive (?:in|at|near|next to|on|by) (?:this|the|that|a|my|our|his|her) (?:\\w+ )?(?:town|house|city|area|flat|country|village|street|place|home|road|neighbourhood|county|part|cul de sac|estate|block|world of)\\b|\\blive (?:with|near|next to) (?:him|her|them|my (?:husband|partner|mum|mother|dad|father|parents|ex|in laws|sister|brother|son|daughter|kids|children|wife|boyfriend|girlfriend|flatmate|housemate))\\b`), re(`\\b(?:die|dying) for (?:a|an|some|the|one|another|more|my (?:tea|dinner|lunch|bed|coffee))\\b(?! (?:reason|cause))`), re(`\\brather (?:die|be dead) than (?!(?:go|going) through|live|living|carry|carrying|keep|keeping|feel|feeling|face|facing|suffer|suffering|endure|enduring|continue|continuing|be (?:like|in|here|alive)|spend another|another|wake)\\w+`), re(`\\bwill to live\\b[^.]{0,6}\\b(?:with|over|at|during|because of|in) (?:this|the|these|that|those|my|a|an|all this|all the) (?:\\w+ )?(?:paperwork|meeting|meetings|admin|form|forms|queue|traffic|call|spreadsheet|email|emails|homework|tax|return|ironing|printer|computer|wifi|hold music|phone|bank|council|shopping|wedding|course|training)\\b`), re(`\\b(?:he|she|they|${OTHERS}) (?:\\w+ ){0,2}(?:wants|wanted|wishes|wished|says|said|keeps saying|kept saying|told me|tells me) (?:that )?(?:(?:he|she|they) )?(?:wants |wanted |wishes |wished )?(?:to )?(?:die|be dead)\\b`), re(`\\b(?:die|died|dying|dead) (?:of|from|with) (?:embarrassment|shame|laughter|laughing|boredom|heat|cringe|envy|jealousy|happiness|excitement|thirst|hunger|fright|shock|curiosity)\\b`), re(`\\b(?:want|wanted|wish|wished) to die (?:of|from) (?:embarrassment|shame|cringe)\\b`), re(`\\bdying (?:to|for) (?!die)\\w+`), re(`\\b(?:flushes|sweats|symptoms|pain|heat|it|they|this|that|the \\w+) (?:would |will |to )?(?:just )?(?:end|stop|go away)\\b`), re(`\\b(?:want|wish) (?:\\w+ )?(?:these|the|my) (?:flushes|sweats|symptoms|headaches|aches) (?:to )?(?:end|stop|be over|go away)\\b`), re(`\\bready to go (?:out|home|to|on|for|shopping|back|now|again|out|away|swimming|running|walking)\\b`), re(`\\b(?:tired|scared|bored|worried|sick|frozen|freezing|frightened|terrified|starved|loved|done|talked|cooked|worked|overworked) to death\\b`)],
  },
  {
    name: 'end it',
    level: 'support',
    pattern: re(`\\b(?:end|ends|ended|ending) (?:it all|it|things|everything|my life|my own life|the lot|my existence|myself|the pain for good|it for good|it once and for all|it now)\\b|\\b(?:take|taking|took|taken) (?:my (?:own )?life|my own)\\b|\\bcheck(?:ing)? out (?:for good|early|of life|permanently)\\b|\\b(?:make|let) (?:it all|everything|the pain|all of it) (?:stop|end|go away) (?:for good|forever|for ever|permanently)\\b`),
    guards: [re(`\\b(?:want|wish|need|hope|praying for) (?:this|the|today|tonight|my) (?:week|day|month|year|winter|summer|meeting|shift|term|heatwave|weekend|journey|flight|visit|holiday|course|treatment|appointment|night|flush|flushes|sweats|headache)\\b[^.]{0,10}\\b(?:to )?(?:end|be over|stop|finish)\\b`), re(`\\b(?:end|ended|ending|finish|finished|finishing) (?:it|things) (?:with|between) (?!myself|pills|tablets|a rope|the rope|rope|an overdose|a knife|the car|a gun|this|everything|it all)`), re(`\\b(?:end|ended|ending|finish|finished|finishing) (?:it|things|everything) (?:off|up|on a|with a|by|before|after|at|early|late|today at|tomorrow at)\\b(?! (?:tonight|today|tomorrow|myself|it all))`), re(`\\b(?:end|finish|finished|ended|ending|finishing) (?:it|everything|things) (?:for the (?:day|night|week|evening)|at \\d|at work|at the gym|in the office)\\b`), re(`\\b(?:finish|finished|finishing|end|ended|ending) (?:it|things) (?:in time|quickly|today at|first|now that|so i can)\\b`), re(`\\b(?:book|film|series|show|season|episode|story|novel|meeting|relationship|marriage|contract|lease|diet|course|project|job|call|chapter|term|year)\\b[^.]{0,20}\\b(?:ended|ends|finished|finishes|ending)\\b`), re(`\\b(?:to|i|we|she|he|they|can|could|will|would) (?:finish|finished) it\\b(?! all)`), re(`\\bend (?:it|things) (?:nicely|well|badly|amicably|properly|on good terms)\\b`), re(`\\b(?:take|taking|took) my (?:own )?(?:time|turn|car|bag|coat|kids|children|dog|tablets|hrt|medication|meds|vitamins|blood pressure|temperature)\\b`)],
  },
  {
    name: 'self harm',
    level: 'support',
    pattern: re(`\\bself (?:harm|harms|harmed|harming|injury|injure|injured|injuring|mutilation|mutilate|destruct|destructive)\\b|\\b(?:harm|harming|harmed|hurt|hurting|punish|punishing|punished|injure|injuring|injured) ${SELF}\\b|\\bcut(?:ting)? (?:myself|me)\\b|\\burge (?:to|for) (?:cut|harm|hurt|self harm|burn)\\b`),
    guards: [...ACCIDENT, re(`\\b(?:${OTHERS})\\b(?:\\s\\w+){0,4} (?:self (?:harm|harms|harmed|harming)|is self harming|has been self harming)\\b`), re(`\\bself (?:harm|harming)\\b (?:${STORY}|support group|awareness|training|charity)\\b`), re(`\\b(?:${STORY})\\b[^.]{0,30}\\bself harm`), re(`\\b(?:hurt|harm|hurting|harming) (?:myself|me) (?:while|when|whilst|in the garden|at the gym|lifting|playing|running|falling|moving|carrying|doing|on the|by accident|accidentally|trying to)\\b`), re(`\\b(?:it|this|that|you|he|she|they|these|those|flushes|sweats|shoes|knees|back|they would|it would) (?:really |would |will |still |always )?(?:hurt|hurts|hurting|harm|harms) me\\b`), re(`\\bcut (?:me|myself) (?:off|out|some slack|a (?:slice|piece)|short|in|a break)\\b|\\bcutting (?:me|myself) (?:off|out|some slack|a (?:slice|piece)|short|in|a break)\\b`), re(`\\bcut me\\b`)],
  },
  {
    name: 'not worth living',
    level: 'support',
    pattern: re(`\\b(?:life|living|my life|it all|being alive|being here|existing|carrying on|going on|anything|this life|any of it|any of this|life itself|breathing)\\b (?:is |was |feels |seems |has become |just )?(?:not|no longer|never|is not|hardly|barely) (?:really )?worth (?:living|it|anything|the effort|the bother|the pain|carrying on|going on|fighting for|continuing)\\b|\\bnot worth (?:living|being alive|carrying on|going on|existing|keeping alive|saving|the air i breathe|the oxygen|the space i take up)\\b|\\b(?:no|not any|not a single|nothing to|without any|lost (?:my|any|all|the)|do not have a|do not see the|dont see the|can not see the|no longer see the|do not see any|can not see any|dont have a|cant find a|can not find a|cant see a|can not see a|cannot see a|see no|what is the|whats the|there is no|is there a|there is not any|there is not a|literally no|absolutely no|no real|no longer any) (?:reason|point|purpose|meaning|will|reasons) (?:to|for|in|of)? ?(?:live|living|life|being alive|being here|existing|go on|going on|carry on|carrying on|keep going|keep living|get up|getting up|wake up|waking up|try|trying|be here|stay|staying|fight|fighting|continuing|continue|anything|any of it|it all|me|me being here|my life|my existence)\\b|\\b(?:life|my life|living|everything|nothing|being alive|existence) (?:has|holds|had|have) (?:no|lost (?:its|all)|any) (?:meaning|point|purpose|joy|value|sense)\\b|\\b(?:the end|death|dying|ending it|ending it all|suicide|not being here|being gone) (?:is|seems|feels like|would be) (?:the )?(?:only|best|easiest|kindest|right) (?:way|option|answer|solution|way out|choice|thing)\\b|\\bonly way out\\b|\\bnothing (?:left )?(?:to live for|worth living for|to look forward to|left to live for|left for me|to stay for)\\b|\\b(?:life|my life|everything|it all|the future|my future|existence|my existence) (?:is|feels|seems|has become|is just|feels so|seems so|is so|is completely|is totally) (?:pointless|meaningless|hopeless|worthless|empty|black|over|not worth it|a waste|unbearable|too much)\\b|\\b(?:tired|sick|weary|exhausted|worn out|drained) (?:of|from|by|with) (?:living|existing any more|life|being alive|existing|being here|it all|everything|fighting|trying|being me|waking up)\\b|\\b(?:done|finished|through) with (?:life|living|it all|everything|this life|being alive|existing|this world|the world|trying)\\b|\\b(?:giving|give|given|gave) up on (?:life|living|myself|everything|it all|the world|the future)\\b|\\bi (?:give|gave|have given|am giving) up\\b(?= *$| (?:now|completely|totally|on (?:life|everything|myself|it all)|i (?:can not|cant)))`),
    guards: [re(`\\btired of (?:everything|it all) (?:being|costing|going up|taking|breaking)\\b`), re(`\\bbeing (?:alive|awake|up) at (?:\\d|night|midnight|this hour|silly o clock)`), re(`\\b(?:the|this|that|my|our|her|his|their) (?:\\w+ )?(?:diet|job|course|gym|class|plan|trip|holiday|effort|hassle|money|car|film|show|book|meeting|house|recipe|drive|journey|wait|queue|app|product|treatment|operation|surgery|coffee|cake|walk|party|shoes|dress|subscription|programme|membership|restaurant|hotel|deal|price|ticket) (?:is |was |feels |seems |just )?(?:not|no longer|never|hardly) (?:really )?worth (?:it|the effort|the bother|the money|the hassle|the wait)\\b`), re(`\\b(?:tired|sick) of (?:it all|everything) (?:at work|with work|in the office|at the moment with the|being so hot)\\b`), re(`\\bno point (?:in )?(?:trying|getting up|going) (?:to|on|for|at|with|the|a|until|before|if|that|this|today|tomorrow|now|again|anyway)\\b(?! (?:live|living|life|it all|any more|any longer))`), re(`\\bwhat is the point (?:of|in) (?:the|this|that|a|an|my|these|those|buying|making|doing|going|having|getting|cooking|cleaning|tidying|ironing|washing|booking)\\b(?! (?:life|living|me|anything|it all|being alive|going on|carrying on))`)],
  },
  {
    name: 'cannot go on',
    level: 'support',
    pattern: re(`\\b(?:can not|could not|will not be able to|do not think i can|dont think i can|not sure i can|i can not|i could not) (?:go on|carry on|keep going|keep on going|do this|take this|take it|take any more|cope|live like this|live with this|live this way|face another day|face tomorrow|face anything|handle this|bear it|bear this|stand it|stand this|stand being|survive this|keep living|pretend)\\b(?:(?: like this| with this| with life| with my life| living| any more| any longer| much longer| for much longer| this way| on my own| alone)|(?= *$))|\\b(?:i am|feel|feeling|i felt) (?:at|reached) (?:my|the) (?:end|breaking point|limit|rock bottom|lowest)\\b|\\bat the end of my (?:rope|tether)\\b|\\b(?:too much|too hard|unbearable|impossible|too painful|too difficult|too exhausting|too heavy|so painful|so hard) to (?:go on|carry on|keep going|bear|live with|live|keep living|stay alive|keep on)\\b|\\b(?:can not|cannot|could not|cant) see (?:a |any )?(?:way out|way forward|future|light at the end|the point|any point|a reason|how i can go on|how things will get better|it getting better)\\b|\\b(?:there is |theres |)no way out\\b|\\btrapped\\b[^.]{0,30}\\b(?:no way out|no escape|forever|for ever|in my own|in my life|in this)\\b|\\bno (?:future|hope|light|escape)\\b(?! (?:for (?:the (?:team|club|project|shop|company|business|band)|us in)|(?:in|on) (?:the|that|this) (?:job|role|team|plan)))|\\bwhy (?:do|should) i (?:bother|carry on|go on|keep going|keep trying|even try|even bother)\\b|\\bnothing (?:will|is going to|can|could) (?:ever )?(?:get|make it|make things|make me feel) (?:better|right|ok|okay)\\b|\\b(?:it|things|life|i|my life) (?:will|is going to|are going to|am going to) never get better\\b|\\b(?:it|things|life|my life|i|this) (?:is|are|am|will) never (?:going to )?(?:get|be|feel) (?:better|ok|okay|any better|good again|normal again)\\b|\\b(?:might|may|could|going to|will|gonna|about to|scared i will|afraid i will|worried i will|want to) (?:just )?do something (?:stupid|silly|drastic|i regret|terrible|final|permanent|i can not take back)\\b`),
    guards: [re(`\\b(?:can not|cannot|could not) (?:go on|carry on) (?:holiday|a holiday|the|a|an|with the (?:diet|course|plan|gym|project|meeting|walk|trip|run)|at work|in work|working|walking|running|eating|drinking|that)\\b`), re(`\\bcan not (?:take|stand|bear|handle|cope with) (?:the|this|these|that|those|my) (?:heat|flushes|hot flushes|sweats|night sweats|noise|traffic|weather|rain|cold|commute|kids|neighbours|dog|cat|colleague|boss|meetings|queue|queues|music|smell|tv|telly|programme|show|news|pace|coffee|insomnia)\\b(?! any (?:more|longer))`), re(`\\b(?:no|not) (?:hope|future|way out) (?:of|for|in) (?:getting|winning|finding|finishing|a|the (?:team|match|traffic|project|game|parking|sale))\\b`), re(`\\bno hope (?:at|of|for)\\b`), re(`\\b(?:the|this|that) (?:traffic|match|game|team|queue|parking|weather|printer|computer|wifi|internet|phone|car|service|trains|bus|buses|shop|website|system) (?:is|was|were|are) (?:hopeless|pointless)\\b`)],
  },
  {
    name: 'burden',
    level: 'support',
    pattern: re(`\\b(?:i am|i feel|feel|feeling|felt|i was|being|become|becoming|became|i have become|just|only|nothing but|such|such a|always|i am just|i am only|i am such|i would be|i will be|i will only be|am i|like|such a big|a big|a huge|a massive|a real|dead weight|deadweight) (?:like )?(?:a |an |such a |such an |such |the |nothing but a |just a |only a |so much of a |more of a |a big |a huge |a total |a massive |a real |)(?:burden|drain|weight|waste of space|waste of oxygen|waste of air|waste of life|liability|nuisance)(?: to| on| for)?\\b|\\b(?:everyone|everybody|my (?:family|kids|children|husband|partner|wife|friends|mum|dad|daughter|son|loved ones)|the world|they|he|she|people|nobody|no one|the kids|the family|things|it|everything) (?:would|will|could|might|wd) (?:all )?(?:be |do |manage )?(?:better|happier|fine|ok|okay|relieved|easier|better off|easier off|lighter|do better|get on) (?:off )?(?:without me|if i (?:was|were|was not|were not|am|died|left|disappeared|went|had not been|never|was never|had never)|with me gone|once i am gone|when i am gone|if i wasnt here|with me out of the way|if i was out of the way)\\b|\\bbetter off without me\\b|\\b(?:no one|nobody|noone|not one person|not a soul|no one at all) (?:would|will|could|cares|would care|would notice|would miss|would even notice|would even care|would even miss)\\b[^.]{0,30}\\b(?:me|i|gone|died|dead|disappeared|missing|was|were|alive|notice|miss|care)\\b|\\b(?:would|will) (?:anyone|anybody|people|they|my family|my kids) (?:even )?(?:notice|miss me|care)\\b[^.]{0,30}\\b(?:gone|died|dead|disappeared|if i|without me)|\\b(?:i am|i feel|feel|feeling|so|completely|utterly|totally|just|i am just|i am so|such a|i have always been) (?:utterly |completely |so |totally |just |such |a |an )?(?:worthless|useless|failure|waste of space|nothing|unlovable|a failure|a disappointment)(?: as a| to| to everyone| person| human| human being| woman| mother| wife| of a)?\\b(?! at (?:cooking|maths|math|sport|drawing|painting|singing|dancing|names|directions|remembering|this|that|it|technology|computers|tech|parking|cards|golf|tennis|quizzes|crosswords|knitting|baking|gardening|diy|sewing))`),
    guards: [re(`\\b(?:tax|financial|admin|administrative|cost|debt|mortgage|paperwork|care|caring|work|workload|disease|symptom|regulatory|proof|heat|weight|evidence) burden\\b`), re(`\\bburden of (?:proof|the heat|disease|care|symptoms|evidence|paperwork)\\b`), re(`\\b(?:the|this|that|it|they|these|those|my|our) (?:\\w+ )?(?:is|was|are|were|feels|felt) (?:such )?(?:a )?(?:burden|nuisance|drain|waste of (?:time|money))\\b`), re(`\\b(?:worthless|useless|hopeless|nothing) (?:at|with|without)\\b(?! (?:all|everything|life|living))`), re(`\\b(?:the|this|that|it|my|these|those|they|which) (?:\\w+ )?(?:is|was|are|were) (?:completely |utterly |totally |so |just )?(?:worthless|useless)\\b`), re(`\\bjust (?:like|a little|a bit|one|a few)\\b`), re(`\\b(?:weight|drain) (?:loss|on my (?:budget|finances|wallet|battery|time)|off my mind|training|gain|watchers|lifting|bearing)\\b|\\b(?:lose|losing|lost|gain|gaining|gained|put on|piling on|carrying|carry|extra|my|the|a|healthy|bit of|some|more) (?:\\w+ )?weight\\b`), re(`\\b(?:nuisance|drain) (?:call|calls|pipe|pipes|cover|covers|blocked|unblocker|cleaner)\\b|\\bblocked drain\\b|\\b(?:the|a) drain (?:is|was|in|outside|got|gets)\\b|\\bdown the drain\\b`), re(`\\b(?:it|everything|things|the (?:house|kids|dog)) (?:would|will) be (?:fine|ok|okay|easier) (?:if i|without me)\\b(?! (?:died|was dead|was gone|were gone|was not here|was not around|was not alive|disappeared))`), re(`\\bnothing (?:to (?:report|do|say|eat|wear|add)|much|else|new|on|in|at|like|more|special|wrong|happened|planned|interesting|good|bad)\\b`), re(`\\b(?:feel|feeling|felt) like (?:a )?nothing\\b(?= (?:happened|changed|works|helps))`), re(`\\bfeel(?:ing)? like (?:nothing|a (?:failure|nuisance)) (?:today )?(?:at|in|with|when) (?:work|the gym|cooking|the meeting|yoga|the class|zumba|the quiz)\\b`), re(`\\b(?:failure|failures) (?:to|of|rate|in|at)\\b(?! (?:everyone|my|life|living|everything))`)],
  },
  {
    name: 'burden word',
    level: 'support',
    pattern: re(`\\b(?:i|me|myself|i am|i feel)\\b[^.]{0,40}\\b(?:burden|burdens|dead weight)\\b|\\b(?:burden|dead weight)\\b (?:to|on|for) (?:everyone|everybody|my|the family|them|him|her|people|others|you all|all|the kids|those around me)\\b|\\b(?:feel|feeling|felt|i am|i have been|always been) (?:like )?(?:a|such a|an utter|a complete|a total|an absolute|a massive|a big) (?:failure|disappointment)(?: as a| to| in life| at life| person| mother| wife| daughter| human)?\\b`),
    guards: [re(`\\b(?:tax|financial|admin|administrative|cost|debt|mortgage|paperwork|care|caring|work|workload|disease|symptom|regulatory|heat|evidence|caring) burden\\b|\\bburden of (?:proof|the heat|disease|care|symptoms|evidence|paperwork)\\b|\\b(?:shopping|bags|it|this|that|these|those|the \\w+|they) (?:is|was|are|were|feels|felt) (?:such )?(?:a )?burden\\b|\\bburden to carry\\b`), re(`\\b(?:failure|disappointment) (?:at|with|in) (?:cooking|maths|math|sport|drawing|painting|singing|dancing|names|directions|baking|gardening|diy|sewing|the quiz|quizzes|yoga|the gym|zumba|crosswords)\\b`)],
  },
  {
    name: 'disappear',
    level: 'support',
    pattern: re(`\\b(?:${WANT}|wish|wishing|wished|could just|want to just|i would just|id just|if only i could) (?:to |i could |i would |i can |i might |that i could |i was able to |i would just |i could just |)?(?:just )?(?:disappear|vanish|cease to exist|stop existing|not exist|be gone|fade away|not be here|not be around|sleep forever|go to sleep forever|never wake up|not wake up|go away forever|go away for good|be erased|be nothing|be invisible forever)\\b|\\b(?:wish|wished|wishing) (?:i |that i )?(?:did not|didnt|do not|was not|were not|had not|never|could not|would not) (?:exist|existed|here|born|been born|around|alive|wake|woke|wake up|woken up)\\b`),
    guards: [re(`\\b(?:disappear|vanish) (?:for|to|into|from|under|with|on|off|in|under) (?:a|the|an|my|our|some|few|bit|while|week|weekend|day|days|hours|cornwall|spain|bed|garden|holiday|duvet|covers|shed)\\b(?! forever)`), re(`\\b(?:disappear|vanish) (?:for a|for the|for some|for an|off to|into the|under the|to a|to the)\\b`), re(`\\b(?:flushes|sweats|symptoms|pain|fat|weight|belly|wrinkles|spots|headache|brain fog|fog|it|they|these|this|that|the \\w+) (?:to |would |could |will |might |just )?(?:disappear|vanish|go away|stop existing|not exist)\\b`), re(`\\bwish (?:i|that i) (?:did not|didnt|had not|hadnt|never) (?:exist|existed)\\b(?=[^.]{0,4}\\b(?:on|in) (?:facebook|social|instagram|the (?:group|chat|list)))`), re(`\\b(?:could just|want to just|wish i could just) (?:disappear|vanish)\\b[^.]{0,20}\\b(?:under the|into the|for the|for a|with|on holiday|to (?:bed|spain|cornwall|the beach))\\b`)],
  },
  {
    name: 'not alive',
    level: 'support',
    pattern: re(`\\b(?:wish|wished|wishing|want|wanted|wanting|i would rather|id rather|rather) (?:i |that i |to )?(?:be |was |were |am )?(?:not alive|no longer alive|no longer here|not here any more|not here anymore|not on this earth|six feet under|in the ground|in my grave|with my (?:mum|dad|mother|father|husband|son|daughter|gran|nan|baby) (?:in heaven|in the ground|again|up there)|in heaven|at peace forever|at rest|asleep forever)\\b|\\b(?:i am|im|i feel|feel|i felt|felt|feeling) (?:already )?(?:dead inside|like a ghost|like i am already dead|like i am dead|like dying|like death|like giving up|like ending it|like ending it all|like ending things|like killing myself|like disappearing forever|like i should not be here|like i do not belong here|like i shouldnt be here|like i dont belong here|like i do not deserve to live|like i dont deserve to live|i should not be alive|like i have nothing left)\\b|\\b(?:do not|dont|never) deserve to (?:live|be alive|be here|exist|be happy|be loved)\\b|\\b(?:should|ought to|must|deserve to) (?:just )?(?:die|be dead|not be alive|not be here|not exist|disappear|suffer|be punished)\\b|\\b(?:i |i would |id |i will |i could |i might )(?:just )?(?:rather|prefer to|soon|happily|gladly|willingly) (?:die|be dead|not wake up|not be here|go to sleep and not wake up)\\b|\\bno (?:longer )?(?:here|alive|around) (?:tomorrow|soon|much longer|by)\\b`),
    guards: [re(`\\brather (?:die|be dead) than (?!(?:go|going) through|live|living|carry|carrying|keep|keeping|feel|feeling|face|facing|suffer|suffering|endure|enduring|continue|continuing|be (?:like|in|here|alive)|spend another|another|wake)\\w+`), re(`\\bfeel(?:ing)? like (?:dying|death) (?:warmed up|on legs)\\b|\\blike death warmed up\\b|\\bfeel(?:ing)? like (?:i am )?dying (?:of|from|in this|with this|out here|here|today|in the)\\b(?! (?:inside|forever))`), re(`\\bfeel(?:ing)? like dying\\b(?=[^.]{0,25}\\b(?:heat|hot|flush|flushes|sweat|sweats|sauna|oven|furnace|cold|flu|hangover|run|gym|class|workout|spin)\\b)`), re(`\\b(?:should|ought to|must) (?:just )?die (?:down|out|off|back)\\b|\\b(?:should|must) (?:not )?suffer (?:in silence|the|from|this|with)\\b|\\b(?:should|must|deserve to) be punished (?:for|by)\\b(?! (?:being|existing|living))`), re(`\\b(?:he|she|they|it|the \\w+|that|this|these|those|you|someone|plants?|battery|phone|laptop|fire|storm|trend|fad|rumour|conversation) (?:should|ought to|must|deserve to|deserves to|will) (?:just )?(?:die|be dead|suffer|disappear)\\b`)],
  },
]

// Intent and time: words that, in the sentence of a wish or a word like "suicide", make it urgent.
const INTENT = re(`\\b(?:i am|i will|i have|ive|i|am)\\b (?:really |definitely |actually |finally |just )?(?:going to|gonna|about to|ready to|planning to|plan to|planned to|intend to|intending to|decided to|have decided to|made up my mind to|will|will be|got to|have to|going to have to|need to|am going to)\\b (?:finally |just |really |actually |definitely )?(?:do it|kill myself|end it|end it all|end my life|take my (?:own )?life|die|go through with it|overdose|hang myself|jump|act on (?:it|them|these thoughts)|be gone|not be here|do something stupid|hurt myself|harm myself|cut myself|end things|top myself|do myself in|say goodbye|leave this world|take them all|take all (?:my|the|of))\\b|\\b(?:act|acted|acting) on (?:it|them|these thoughts|the thoughts|my thoughts|the urges?|those thoughts)\\b|\\bgo through with it\\b|\\b(?:kill myself|end it|end it all|end my life|do it|take my (?:own )?life|top myself) (?:tomorrow|tonight|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|this week|next week|soon|today|now)\\b|\\bdo it (?:tonight|tomorrow|this weekend|soon|now|today|right now|when|while|before|after)\\b|\\bno (?:one|body) will stop me\\b|\\b(?:i am|im) (?:not )?scared (?:of|that) (?:what )?i (?:might|will|could) do\\b|\\bscared i (?:might|will|could|am going to) (?:do|act|hurt|kill|harm|end)\\b|\\b(?:do not|dont|can not) trust myself\\b|\\bnot safe (?:with|around|from) myself\\b|\\b(?:i am|im) not safe\\b|\\bcan not keep myself safe\\b`)
const NEGATED_INTENT = re(`\\b(?:not|never|wont|will not|would not|could not|wouldnt|couldnt|no plans? to|dont plan to|do not plan to|have no plan)\\b (?:\\w+ ){0,2}(?:going to|gonna|about to|ready to|plan to|planning to|intend to|decided to|do it|act on|kill myself|end it|hurt myself|harm myself|through with it)\\b`)
const WHEN = re(`\\b(?:tonight|this (?:evening|weekend)|later (?:today|tonight|on today)|right now|before (?:the morning|morning)|once (?:everyone|the kids|they|he|she) (?:is|are|has|have) (?:asleep|gone|out|left|at school)|when (?:everyone|the kids|they|he|she) (?:is|are|has|have) (?:asleep|gone|out|left|at school)|by (?:the )?morning|in (?:a|an|the next) (?:few )?hours?)\\b`)

/** The spans a concept matches in one sentence, less those a guard covers. */
function spans(concept: Concept, sentence: string): Array<[number, number]> {
  const found: Array<[number, number]> = []
  concept.pattern.lastIndex = 0
  let match: RegExpExecArray | null
  while ((match = concept.pattern.exec(sentence))) {
    found.push([match.index, match.index + match[0].length])
    if (match[0].length === 0) concept.pattern.lastIndex++
  }
  if (!found.length || !concept.guards?.length) return found
  const guarded: Array<[number, number]> = []
  for (const guard of concept.guards) {
    guard.lastIndex = 0
    let g: RegExpExecArray | null
    while ((g = guard.exec(sentence))) {
      guarded.push([g.index, g.index + g[0].length])
      if (g[0].length === 0) guard.lastIndex++
    }
  }
  // A matched span is a figure of speech when a guard overlaps it.
  return found.filter(([start, end]) => !guarded.some(([gs, ge]) => gs < end && ge > start))
}

function keepSpans(concept: Concept, sentence: string): Array<[number, number]> {
  const kept = spans(concept, sentence)
  return concept.when ? kept.filter(([start, end]) => concept.when!(sentence, start, end)) : kept
}

const OTHERS_RE = new RegExp(`\\b${OTHERS}\\b`)

/** Whether a sentence speaks of someone else, not her: a third person and no "I" before the match. */
function aboutSomeoneElse(sentence: string, start: number): boolean {
  const before = sentence.slice(0, start)
  const hasOther = new RegExp(`\\b${OTHERS}\\b`).test(before)
  const hasSelf = /\b(?:i|me|myself)\b/.test(before.slice(Math.max(0, before.length - 40)))
  return hasOther && !hasSelf
}

/**
 * What her words say, or null when nothing suggests risk. Reads every
 * sentence; the highest level found wins.
 */
export function readDistress(text: string | null | undefined): DistressReading | null {
  if (!text || !text.trim()) return null
  const sentences = canonicalise(text)
  const concepts = new Set<string>()
  let level: DistressLevel | null = null
  const whole = sentences.join(' ')
  for (const sentence of sentences) {
    let sentenceRisk = false
    for (const concept of CONCEPTS) {
      const kept = keepSpans(concept, sentence).filter(
        ([start]) => !(concept.name === 'suicide word' || concept.name === 'self harm' || concept.name === 'overdose' || concept.name === 'attempt') || !aboutSomeoneElse(sentence, start),
      )
      if (!kept.length) continue
      concepts.add(concept.name)
      sentenceRisk = true
      if (concept.level === 'urgent') level = 'urgent'
      else if (!level) level = 'support'
    }
    if (sentenceRisk && level !== 'urgent') {
      INTENT.lastIndex = 0
      NEGATED_INTENT.lastIndex = 0
      WHEN.lastIndex = 0
      const intent = INTENT.test(sentence) && !NEGATED_INTENT.test(sentence)
      if (intent || WHEN.test(sentence)) {
        level = 'urgent'
        concepts.add(intent ? 'intent' : 'time')
      }
    }
  }
  // Intent stated in its own sentence next to a risk sentence ("I want to die. I'm going to do it tonight.").
  if (level === 'support') {
    INTENT.lastIndex = 0
    NEGATED_INTENT.lastIndex = 0
    if (INTENT.test(whole) && !NEGATED_INTENT.test(whole)) {
      level = 'urgent'
      concepts.add('intent')
    }
  }
  return level ? { level, concepts: [...concepts] } : null
}

/** Whether her words suggest she may harm herself or not want to live. */
export function textSuggestsHarm(text: string | null | undefined): boolean {
  return readDistress(text) !== null
}
