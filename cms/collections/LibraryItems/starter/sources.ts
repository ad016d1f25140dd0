import type { Source } from './types'

/** The public pages the starter library is written from. */
export const NHS = {
  menopause: { title: 'NHS: Menopause', url: 'https://www.nhs.uk/conditions/menopause/' },
  symptoms: { title: 'NHS: Menopause symptoms', url: 'https://www.nhs.uk/conditions/menopause/symptoms/' },
  earlyMenopause: { title: 'NHS: Early menopause', url: 'https://www.nhs.uk/conditions/early-menopause/' },
  hrt: { title: 'NHS: Hormone replacement therapy (HRT)', url: 'https://www.nhs.uk/medicines/hormone-replacement-therapy-hrt/' },
  hrtTypes: {
    title: 'NHS: Types of hormone replacement therapy (HRT)',
    url: 'https://www.nhs.uk/medicines/hormone-replacement-therapy-hrt/types-of-hormone-replacement-therapy-hrt/',
  },
  hrtSideEffects: {
    title: 'NHS: Side effects of hormone replacement therapy (HRT)',
    url: 'https://www.nhs.uk/medicines/hormone-replacement-therapy-hrt/side-effects-of-hormone-replacement-therapy-hrt/',
  },
  hrtBenefitsRisks: {
    title: 'NHS: Benefits and risks of hormone replacement therapy (HRT)',
    url: 'https://www.nhs.uk/medicines/hormone-replacement-therapy-hrt/benefits-and-risks-of-hormone-replacement-therapy-hrt/',
  },
  osteoporosis: { title: 'NHS: Osteoporosis', url: 'https://www.nhs.uk/conditions/osteoporosis/' },
  osteoporosisPrevention: { title: 'NHS: Preventing osteoporosis', url: 'https://www.nhs.uk/conditions/osteoporosis/prevention/' },
  vitaminD: { title: 'NHS: Vitamin D', url: 'https://www.nhs.uk/conditions/vitamins-and-minerals/vitamin-d/' },
  calcium: { title: 'NHS: Calcium', url: 'https://www.nhs.uk/conditions/vitamins-and-minerals/calcium/' },
  cvd: { title: 'NHS: Cardiovascular disease', url: 'https://www.nhs.uk/conditions/cardiovascular-disease/' },
  healthCheck: { title: 'NHS Health Check', url: 'https://www.nhs.uk/tests-and-treatments/nhs-health-check/' },
  activityGuidelines: {
    title: 'NHS: Physical activity guidelines for adults aged 19 to 64',
    url: 'https://www.nhs.uk/live-well/exercise/physical-activity-guidelines-for-adults-aged-19-to-64/',
  },
  eatwell: { title: 'NHS: The Eatwell Guide', url: 'https://www.nhs.uk/live-well/eat-well/food-guidelines-and-food-labels/the-eatwell-guide/' },
  insomnia: { title: 'NHS: Insomnia', url: 'https://www.nhs.uk/conditions/insomnia/' },
  breathing: {
    title: 'NHS: Breathing exercises for stress',
    url: 'https://www.nhs.uk/mental-health/self-help/guides-tools-and-activities/breathing-exercises-for-stress/',
  },
  mindfulness: { title: 'NHS: Mindfulness', url: 'https://www.nhs.uk/mental-health/self-help/tips-and-support/mindfulness/' },
  pelvicFloor: {
    title: 'NHS: What are pelvic floor exercises?',
    url: 'https://www.nhs.uk/common-health-questions/womens-health/what-are-pelvic-floor-exercises/',
  },
} satisfies Record<string, Source>

export const NICE_NG23: Source = {
  title: 'NICE guideline NG23: Menopause: identification and management',
  url: 'https://www.nice.org.uk/guidance/ng23',
}

export const NICE_CBT: Source = {
  title: 'NICE NG23 resources: Access to cognitive behavioural therapy (CBT)',
  url: 'https://www.nice.org.uk/guidance/ng23/resources/access-to-cognitive-behavioural-therapy-cbt-13553197309',
}

export const NICE_NG123: Source = {
  title: 'NICE guideline NG123: Urinary incontinence and pelvic organ prolapse in women: management',
  url: 'https://www.nice.org.uk/guidance/ng123',
}

export const ROS: Source = {
  title: 'Royal Osteoporosis Society: bone health and exercise information',
  url: 'https://theros.org.uk/',
}

export const BDA: Source = {
  title: 'British Dietetic Association food fact sheet: Menopause and diet',
  url: 'https://www.bda.uk.com/resource/menopause-diet.html',
}

/** The closing line of every article: general information, not a diagnosis. */
export const SEE_A_GP =
  '_This is general information, not medical advice for you personally. If you are worried about a symptom or a treatment, talk to a GP, practice nurse or pharmacist._'

/** The safety note every exercise session starts with. */
export const EXERCISE_SAFETY =
  '_Go at your own pace. Stop if you feel pain, dizziness, chest pain or unusual breathlessness. If you have a heart or joint condition, osteoporosis, or have had a fracture or recent surgery, ask a GP or physiotherapist which moves suit you first._'
