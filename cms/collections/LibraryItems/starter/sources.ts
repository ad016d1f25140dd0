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
  hrtWhoCan: {
    title: 'NHS: Who can and cannot take hormone replacement therapy (HRT)',
    url: 'https://www.nhs.uk/medicines/hormone-replacement-therapy-hrt/who-can-and-cannot-take-hormone-replacement-therapy-hrt/',
  },
  vaginalDryness: { title: 'NHS: Vaginal dryness', url: 'https://www.nhs.uk/conditions/vaginal-dryness/' },
  talkingTherapies: {
    title: 'NHS: NHS Talking Therapies, for anxiety and depression',
    url: 'https://www.nhs.uk/mental-health/talking-therapies-medicine-treatments/talking-therapies-and-counselling/nhs-talking-therapies/',
  },
  contraception: { title: 'NHS: Your contraception guide', url: 'https://www.nhs.uk/contraception/' },
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
  hysterectomy: { title: 'NHS: Hysterectomy', url: 'https://www.nhs.uk/conditions/hysterectomy/' },
  urgentMentalHealth: {
    title: 'NHS: Where to get urgent help for mental health',
    url: 'https://www.nhs.uk/nhs-services/mental-health-services/where-to-get-urgent-help-for-mental-health/',
  },
  pelvicFloor: {
    title: 'NHS: What are pelvic floor exercises?',
    url: 'https://www.nhs.uk/common-health-questions/womens-health/what-are-pelvic-floor-exercises/',
  },
} satisfies Record<string, Source>

export const NICE_NG23: Source = {
  title: 'NICE guideline NG23: Menopause: identification and management (updated November 2024)',
  url: 'https://www.nice.org.uk/guidance/ng23',
}

export const NICE_NG23_PUBLIC: Source = {
  title: 'NICE NG23: Menopause, information for the public',
  url: 'https://www.nice.org.uk/guidance/ng23/informationforpublic',
}

export const NICE_NG23_RECOMMENDATIONS: Source = {
  title: 'NICE NG23 recommendations, including the risk tables for HRT by age, type and length of use',
  url: 'https://www.nice.org.uk/guidance/ng23/chapter/Recommendations',
}

export const NICE_NG101: Source = {
  title: 'NICE guideline NG101: Early and locally advanced breast cancer: diagnosis and management (menopausal symptoms)',
  url: 'https://www.nice.org.uk/guidance/ng101',
}

export const NICE_QS77: Source = {
  title: 'NICE quality standard QS77: Urinary incontinence in women (supervised pelvic floor muscle training)',
  url: 'https://www.nice.org.uk/guidance/qs77',
}

export const NICE_FEZOLINETANT: Source = {
  title: 'NICE technology appraisal: Fezolinetant for treating moderate to severe vasomotor symptoms caused by menopause',
  url: 'https://www.nice.org.uk/guidance/indevelopment/gid-ta11058',
}

export const MHRA_HRT_BREAST_CANCER: Source = {
  title:
    'MHRA Drug Safety Update (August 2019): HRT: further information on the known increased risk of breast cancer with HRT and its persistence after stopping',
  url: 'https://www.gov.uk/drug-safety-update/hormone-replacement-therapy-hrt-further-information-on-the-known-increased-risk-of-breast-cancer-with-hrt-and-its-persistence-after-stopping',
}

export const MHRA_THR: Source = {
  title: 'MHRA: Herbal medicines granted a Traditional Herbal Registration (THR)',
  url: 'https://www.gov.uk/government/publications/herbal-medicines-granted-a-traditional-herbal-registration-thr',
}

/** Women's Health Concern is the patient arm of the British Menopause Society; the title names the factsheet meant. */
export function whcFactsheet(name: string): Source {
  return {
    title: `Women's Health Concern (British Menopause Society) factsheet: ${name}`,
    url: 'https://www.womens-health-concern.org/help-and-advice/factsheets/',
  }
}

export const WHC_VAGINAL_DRYNESS: Source = {
  title: "Women's Health Concern (British Menopause Society) factsheet: Vaginal dryness",
  url: 'https://www.womens-health-concern.org/help-and-advice/factsheets/vaginal-dryness/',
}

export const BMS_FEZOLINETANT: Source = {
  title: 'British Menopause Society update (December 2023): fezolinetant licensed by the MHRA',
  url: 'https://www.womens-health-concern.org/2023/12/bms-update-fezolinetant-licensed-by-the-mhra/',
}

export const NHSBSA_HRT_PPC: Source = {
  title: 'NHS Business Services Authority: HRT prescription prepayment certificate (HRT PPC)',
  url: 'https://www.nhsbsa.nhs.uk/hrt-ppc',
}

export const NHSBSA_HRT_PPC_MEDICINES: Source = {
  title: 'NHS Business Services Authority: HRT medicines the HRT PPC covers',
  url: 'https://www.nhsbsa.nhs.uk/hrt-ppc-medicines',
}

export const ACAS_MENOPAUSE: Source = { title: 'Acas: Menopause at work', url: 'https://www.acas.org.uk/menopause-at-work' }

export const EHRC_MENOPAUSE: Source = {
  title: 'Equality and Human Rights Commission: Menopause in the workplace, guidance for employers (2024)',
  url: 'https://www.equalityhumanrights.com/guidance/menopause-workplace-guidance-employers',
}

export const DAISY_NETWORK: Source = {
  title: 'The Daisy Network: support for women with premature ovarian insufficiency',
  url: 'https://www.daisynetwork.org/',
}

export const BREAST_CANCER_NOW: Source = { title: 'Breast Cancer Now: information and support', url: 'https://breastcancernow.org/' }

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

export const MHRA_FEZOLINETANT_LIVER: Source = {
  title: 'MHRA Drug Safety Update (2025): Fezolinetant (Veoza): risk of liver injury; new recommendations to minimise risk',
  url: 'https://www.gov.uk/drug-safety-update/fezolinetantv-veoza-risk-of-liver-injury-new-recommendations-to-minimise-risk',
}

export const MHRA_ELINZANETANT_PRODUCT: Source = {
  title: 'MHRA Products: Lynkuet (elinzanetant), UK summary of product characteristics and patient information leaflet',
  url: 'https://products.mhra.gov.uk/search/?search=elinzanetant',
}

export const MHRA_TESTOSTERONE_CHILDREN: Source = {
  title: 'MHRA Drug Safety Update (January 2023): Topical testosterone (Testogel): risk of harm to children following accidental exposure',
  url: 'https://www.gov.uk/drug-safety-update/topical-testosterone-testogel-risk-of-harm-to-children-following-accidental-exposure',
}

export const FSRH_LNG_IUD_HRT: Source = {
  title:
    'FSRH clinical statement (January 2024): Mirena 52 mg LNG-IUD licensed for 8 years for contraception; no change to its use for womb (endometrial) protection in HRT',
  url: 'https://www.fsrh.org/documents/fsrh-ceu-statement-mirena-8-years-contraception-jan-2024/',
}

export const FSRH_LNG_IUD_EXTENDED: Source = {
  title: 'FSRH clinical statement (May 2024): Extended use of all 52 mg LNG-IUDs for up to eight years for contraception',
  url: 'https://www.fsrh.org/documents/fsrh-ceu-statement-extended-use-of-all-52mg-lng-iuds/',
}

export const FSRH_OVER_40: Source = {
  title: 'FSRH clinical guideline: Contraception for women aged over 40 years',
  url: 'https://www.fsrh.org/documents/fsrh-guidance-contraception-for-women-aged-over-40-years-2017/',
}

export const NHSBSA_SSP: Source = {
  title: 'NHS Business Services Authority: Serious Shortage Protocols (SSPs)',
  url: 'https://www.nhsbsa.nhs.uk/pharmacies-gp-practices-and-appliance-contractors/serious-shortage-protocols-ssps',
}

/** The day the whole starter library was last checked against its sources (version 2). */
export const REVIEWED_ON = '2026-11-25'

/**
 * The day the items corrected or added in version 3 were checked against
 * their sources (MHRA Drug Safety Updates, the FSRH statements on the 52 mg
 * coil, NICE NG23), and the mindfulness and exercise items given their note.
 */
export const CORRECTED_ON = '2026-11-28'

/** Who checks the starter library against its sources: the team, who are not clinicians (decision 0018). */
export const STARTER_REVIEWER_ROLE = 'content editors, not clinicians'
export const starterReviewerName = (brand: string) => `${brand} editorial team`

/** The line every mindfulness and exercise item carries. */
export const NOT_MEDICAL_ADVICE = '_This practice is not medical advice and does not replace care from a GP or other health professional._'

/** The closing line of every article: general information, not a diagnosis. */
export const SEE_A_GP =
  '_This is general information, not medical advice for you personally. If you are worried about a symptom or a treatment, talk to a GP, practice nurse or pharmacist._'

/** The safety note every exercise session starts with. */
export const EXERCISE_SAFETY =
  '_Go at your own pace. Stop if you feel pain, dizziness, chest pain or unusual breathlessness. If you have a heart or joint condition, osteoporosis, or have had a fracture or recent surgery, ask a GP or physiotherapist which moves suit you first._'
