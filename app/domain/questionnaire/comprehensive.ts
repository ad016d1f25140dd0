/**
 * The comprehensive assessment (doc 2 §2–§5, §9): 4 sections, 17 pages. Every
 * question id is the spec's; option texts are written for the clinician who
 * will read them in the report.
 */
import { IMPERIAL, MEASUREMENT_RANGES, MEASUREMENT_SYSTEMS, METRIC, rangeOptions, WAIST_RANGES } from './measurements'
import { COMPREHENSIVE_SYMPTOM_IDS, HEALTH_CONCERNS, symptomInfo } from './symptoms'
import { OTHER_OPTION, type Option, type Question, type QuestionnaireDefinition, type SliderQuestion, type SymptomQuestion, type TextQuestion } from './types'
import { SEVERITY_MAX, SEVERITY_MIN, TOP_PRIORITIES_COUNT } from '../constants'

export const CONSENT_PHRASE = 'Yes, I consent to data processing and sharing'

/** Doc 2 §5 and §8, word for word. */
export const COMPREHENSIVE_MESSAGES = {
  required: 'Please answer: {question}',
  symptom: 'Please indicate if you experience: {question}',
  cap: 'You can only select up to {n} options',
  prioritiesOnNext: 'Please select exactly 6 health priorities to continue.',
  prioritiesOnSubmit: 'Please select exactly 6 health priorities.',
  consent: 'Data consent is required to complete the assessment.',
  contact: 'Please provide your {field}',
  phone: 'Please enter phone number with country code (e.g., +447123456789)',
} as const

const options = (...values: string[]): Option[] => values.map((value) => ({ value }))
const YES_NO = options('Yes', 'No')
/** The "Other" choice; its text is stored under `<id>-other-text`. */
const other: Option = { value: OTHER_OPTION }

const imperial = { question: 'measurement_system', equals: IMPERIAL } as const
const metric = { question: 'measurement_system', equals: METRIC } as const

function symptom(id: string): SymptomQuestion {
  const info = symptomInfo(id)
  return { id, kind: 'symptom', text: info.text, help: info.help, required: true, severityMin: SEVERITY_MIN, severityMax: SEVERITY_MAX }
}

function symptoms(...ids: string[]): SymptomQuestion[] {
  for (const id of ids) if (!COMPREHENSIVE_SYMPTOM_IDS.includes(id)) throw new Error(`Not a comprehensive symptom: ${id}`)
  return ids.map(symptom)
}

/** Doc 2 §3: the sleep sliders run 0–6 from 'Never' to 'Nightly'. */
const HOW_OFTEN = ['Never', 'Once a month or less', 'A few times a month', 'About once a week', 'A few times a week', 'Most nights', 'Nightly']

function nightly(id: string, text: string): SliderQuestion {
  return { id, kind: 'slider', text, min: 0, max: 6, step: 1, minLabel: 'Never', maxLabel: 'Nightly', valueLabels: HOW_OFTEN, initial: 0 }
}

/** Doc 2 §3 "Contact": first_name, last_name, email and phone, asked the same way in every questionnaire that asks them. */
export const CONTACT_QUESTIONS: TextQuestion[] = [
  { id: 'first_name', kind: 'text', text: 'First name', required: true, maxLength: 100, autoComplete: 'given-name' },
  { id: 'last_name', kind: 'text', text: 'Last name', required: true, maxLength: 100, autoComplete: 'family-name' },
  { id: 'email', kind: 'email', text: 'Email address', required: true, maxLength: 254, autoComplete: 'email' },
  {
    id: 'phone',
    kind: 'tel',
    text: 'Phone number',
    help: 'Start with your country code, for example +447123456789.',
    required: true,
    maxLength: 20,
    autoComplete: 'tel',
    placeholder: '+447123456789',
  },
]

const measurements: Question[] = [
  { id: 'measurement_system', kind: 'radio', text: 'Which units would you like to use?', required: true, options: options(...MEASUREMENT_SYSTEMS) },
  {
    id: 'weight_lbs',
    kind: 'select',
    text: 'Weight',
    unit: 'lbs',
    condition: imperial,
    options: rangeOptions(MEASUREMENT_RANGES.weight_lbs.min, MEASUREMENT_RANGES.weight_lbs.max, 'lbs'),
  },
  {
    id: 'height_ft',
    kind: 'select',
    text: 'Height (feet)',
    unit: 'ft',
    condition: imperial,
    options: rangeOptions(MEASUREMENT_RANGES.height_ft.min, MEASUREMENT_RANGES.height_ft.max, 'ft'),
  },
  {
    id: 'height_in',
    kind: 'select',
    text: 'Height (inches)',
    unit: 'in',
    condition: imperial,
    options: rangeOptions(MEASUREMENT_RANGES.height_in.min, MEASUREMENT_RANGES.height_in.max, 'in'),
  },
  {
    id: 'waist_circumference_imperial',
    kind: 'number',
    text: 'Waist measurement (optional)',
    help: 'Measure around your middle, level with your belly button.',
    step: 1,
    condition: imperial,
    ...WAIST_RANGES.waist_circumference_imperial,
  },
  {
    id: 'weight_kg',
    kind: 'select',
    text: 'Weight',
    unit: 'kg',
    condition: metric,
    options: rangeOptions(MEASUREMENT_RANGES.weight_kg.min, MEASUREMENT_RANGES.weight_kg.max, 'kg'),
  },
  {
    id: 'height_cm',
    kind: 'select',
    text: 'Height',
    unit: 'cm',
    condition: metric,
    options: rangeOptions(MEASUREMENT_RANGES.height_cm.min, MEASUREMENT_RANGES.height_cm.max, 'cm'),
  },
  {
    id: 'waist_circumference_metric',
    kind: 'number',
    text: 'Waist measurement (optional)',
    help: 'Measure around your middle, level with your belly button.',
    step: 1,
    condition: metric,
    ...WAIST_RANGES.waist_circumference_metric,
  },
]

const health: Question[] = [
  {
    id: 'diagnosed_conditions',
    kind: 'checkbox',
    text: 'Have you been diagnosed with any of these conditions?',
    help: 'Tick all that apply.',
    required: true,
    options: [
      ...options(
        'High blood pressure',
        'High cholesterol',
        'Type 2 diabetes or prediabetes',
        'Underactive or overactive thyroid',
        'Osteoporosis or osteopenia',
        'Heart disease or stroke',
        'Blood clots (DVT or pulmonary embolism)',
        'Breast cancer (now or in the past)',
        'Endometriosis or fibroids',
        'Polycystic ovary syndrome (PCOS)',
        'Migraine',
        'Depression or anxiety',
      ),
      { value: 'None of these', exclusive: true },
    ],
  },
  { id: 'had_period_last_12_months', kind: 'radio', text: 'Have you had a period in the last 12 months?', required: true, options: YES_NO },
  {
    id: 'years_since_last_period',
    kind: 'number',
    text: 'How many years is it since your last period?',
    required: true,
    condition: { question: 'had_period_last_12_months', equals: 'No' },
    min: 1,
    max: 60,
    step: 1,
    unit: 'years',
  },
  {
    id: 'taking_hrt',
    kind: 'radio',
    text: 'Hormone replacement therapy (HRT): which describes you?',
    required: true,
    options: options(
      'Currently using it',
      'Considering starting',
      'Previously used it',
      'Decided against it',
      'Unsure about past use',
      'Prefer not to answer',
    ),
  },
  {
    id: 'taking_supplements',
    kind: 'checkbox',
    text: 'Which supplements do you take?',
    help: 'Tick all that apply.',
    other: true,
    options: [
      { value: 'I don’t take any supplements', exclusive: true },
      ...options(
        'Vitamin D',
        'Calcium',
        'Magnesium',
        'Omega-3 (fish or algae oil)',
        'Iron',
        'B vitamins',
        'Multivitamin',
        'Probiotics',
        'Evening primrose oil',
        'Black cohosh',
        'Soy or red clover isoflavones',
      ),
      other,
    ],
  },
]

const stressAndNutrition: Question[] = [
  {
    id: 'stress_level',
    kind: 'slider',
    text: 'How stressed have you felt over the last month?',
    min: 0,
    max: 6,
    step: 1,
    minLabel: 'Not at all',
    maxLabel: 'Extremely',
    valueLabels: ['Not at all', 'Very slightly', 'A little', 'Moderately', 'Quite a lot', 'Very', 'Extremely'],
    initial: 0,
    outOf: true,
  },
  { id: 'track_nutrition', kind: 'radio', text: 'Do you keep track of what you eat?', options: YES_NO },
  {
    id: 'diet_plan',
    kind: 'checkbox',
    text: 'Do you follow a particular way of eating?',
    help: 'Tick all that apply.',
    other: true,
    options: [{ value: 'No particular diet', exclusive: true }, ...options('Vegetarian', 'Vegan (plant-based)', 'Gluten-free', 'Dairy-free'), other],
  },
]

const activity: Question[] = [
  {
    id: 'activity_days_per_week',
    kind: 'select',
    text: 'On how many days a week are you active for at least 10 minutes at a time?',
    unit: 'days',
    options: rangeOptions(0, 7, 'days'),
  },
  {
    id: 'activity_minutes_per_session',
    kind: 'number',
    text: 'On those days, about how many minutes are you active?',
    min: 0,
    max: 600,
    step: 1,
    unit: 'minutes',
  },
  { id: 'sitting_hours_per_day', kind: 'number', text: 'About how many hours a day do you spend sitting?', min: 0, max: 24, step: 1, unit: 'hours' },
  {
    id: 'exercise_routine',
    kind: 'checkbox',
    text: 'What kinds of exercise do you do?',
    help: 'Tick all that apply.',
    other: true,
    options: [
      ...options('Walking', 'Running or jogging', 'Strength or weight training', 'Yoga or Pilates', 'Swimming', 'Cycling'),
      { value: 'No regular exercise at the moment', exclusive: true },
      other,
    ],
  },
]

const sleep: Question[] = [
  {
    id: 'sleep_hours',
    kind: 'select',
    text: 'How many hours do you usually sleep a night?',
    unit: 'hours',
    options: rangeOptions(1, 12, 'hours'),
  },
  nightly('trouble_falling_asleep', 'How often do you have trouble falling asleep?'),
  nightly('wake_up_several_times', 'How often do you wake up several times in the night?'),
  nightly('trouble_staying_asleep', 'How often do you have trouble getting back to sleep?'),
  nightly('wake_up_tired', 'How often do you wake up feeling tired?'),
]

const wearables: Question[] = [
  {
    id: 'wearable_device',
    kind: 'checkbox',
    text: 'Do you use a health tracker or smartwatch?',
    help: 'Tick any you use; leave blank if none.',
    other: true,
    options: [...options('Fitbit', 'Apple Watch', 'Oura Ring', 'Whoop', 'Garmin'), other],
  },
  {
    id: 'share_wearable_data',
    kind: 'radio',
    text: 'Would you be willing to share its data with us when that becomes possible?',
    condition: { question: 'wearable_device', notEmpty: true },
    options: YES_NO,
  },
]

const path: Question[] = [
  {
    id: 'paths_to_health',
    kind: 'radio',
    text: 'Which path to better health appeals to you most?',
    options: options(
      'Lifestyle changes (food, movement, sleep, stress)',
      'Medical treatment such as HRT',
      'A combination of lifestyle changes and medical treatment',
      'I’m not sure yet',
    ),
  },
  {
    id: 'care_plan_structure',
    kind: 'radio',
    text: 'How would you like your care plan set out?',
    options: options('One small change at a time', 'A complete plan from the start', 'Flexible: I choose what suits me each week'),
  },
  {
    id: 'prioritize_self_care',
    kind: 'radio',
    text: 'How easy is it for you to make time for yourself?',
    options: options('I make time for myself regularly', 'I manage it some of the time', 'I rarely manage to put myself first'),
  },
  {
    id: 'self_care_options_taken',
    kind: 'textarea',
    text: 'What have you already tried to ease your symptoms or look after yourself?',
    help: 'For example: cutting down caffeine, a fan by the bed, counselling, yoga.',
    maxLength: 2000,
  },
  {
    id: 'menopause_journey_stage',
    kind: 'radio',
    text: 'Where do you feel you are in your menopause journey?',
    options: options(
      'Perimenopause: my periods are changing and symptoms have started',
      'Menopause: it is about a year since my last period',
      'Postmenopause: it is well over a year since my last period',
      'I’m not sure',
    ),
  },
]

const concernOptions = options(...HEALTH_CONCERNS)

export const COMPREHENSIVE_ASSESSMENT: QuestionnaireDefinition = {
  assessment_type: 'comprehensive_menopause_assessment',
  title: 'Comprehensive Health Assessment',
  version: '1',
  messages: { required: COMPREHENSIVE_MESSAGES.required, symptom: COMPREHENSIVE_MESSAGES.symptom, cap: COMPREHENSIVE_MESSAGES.cap },
  submit: [
    { rule: 'exact', question: 'top_six_priorities', count: TOP_PRIORITIES_COUNT, message: COMPREHENSIVE_MESSAGES.prioritiesOnSubmit },
    { rule: 'consent', question: 'data_consent', phrase: CONSENT_PHRASE, message: COMPREHENSIVE_MESSAGES.consent },
    ...(
      [
        ['first_name', 'first name'],
        ['last_name', 'last name'],
        ['email', 'email'],
        ['phone', 'phone number'],
      ] as const
    ).map(([question, name]) => ({ rule: 'filled' as const, question, message: COMPREHENSIVE_MESSAGES.contact.replace('{field}', name) })),
    { rule: 'phone', question: 'phone', message: COMPREHENSIVE_MESSAGES.phone },
  ],
  sections: [
    {
      id: 'about_you',
      title: 'About You',
      resultsTitle: 'Health Profile',
      pages: [
        { id: 'contact', title: 'Your contact details', intro: 'So your wellness team and your doctor know the report is yours.', questions: CONTACT_QUESTIONS },
        { id: 'measurements', title: 'Your body measurements', questions: measurements },
        { id: 'health_history', title: 'Your health history', questions: health },
      ],
    },
    {
      id: 'symptoms',
      title: 'Your Symptoms',
      resultsTitle: 'Symptoms',
      pages: [
        {
          id: 'symptoms_flushes_heart',
          title: 'Hot flushes, heart and balance',
          intro: 'For each symptom, say whether you have had it in the last month and, if so, how much it bothers you (0 barely, 10 severely).',
          questions: symptoms('hot_flushes', 'night_sweats', 'palpitations', 'dizziness_vertigo'),
        },
        {
          id: 'symptoms_mood',
          title: 'Mood and feelings',
          questions: symptoms('dissatisfied_life', 'anxious_nervous', 'depressed_down_blue', 'impatient_people', 'wanting_to_be_alone', 'worsening_pms'),
        },
        {
          id: 'symptoms_mind_energy',
          title: 'Memory, energy and sleep',
          questions: symptoms('poor_memory', 'brain_fog', 'accomplishing_less', 'tired_worn_out', 'lack_of_energy', 'difficulty_sleeping'),
        },
        {
          id: 'symptoms_aches',
          title: 'Aches and strength',
          questions: symptoms('aching_muscles_joints', 'aches_neck_head', 'low_backache', 'decrease_physical_strength', 'decrease_stamina'),
        },
        {
          id: 'symptoms_skin_digestion',
          title: 'Skin, hair, weight and digestion',
          questions: symptoms(
            'drying_skin',
            'changes_in_skin',
            'increased_facial_hair',
            'hair_loss_thinning',
            'dry_eyes_mouth',
            'weight_gain',
            'feeling_bloated',
            'flatulence_gas',
          ),
        },
        {
          id: 'symptoms_bladder_intimacy',
          title: 'Bladder and intimacy',
          questions: symptoms('frequent_urination', 'involuntary_urination', 'change_sexual_desire', 'vaginal_dryness', 'avoiding_intimacy'),
        },
      ],
    },
    {
      id: 'lifestyle',
      title: 'Lifestyle',
      resultsTitle: 'Lifestyle',
      pages: [
        { id: 'stress_nutrition', title: 'Stress and food', questions: stressAndNutrition },
        { id: 'activity', title: 'Activity and exercise', questions: activity },
        { id: 'sleep', title: 'Sleep', intro: 'Think about a typical month.', questions: sleep },
        { id: 'wearables', title: 'Health trackers', questions: wearables },
      ],
    },
    {
      id: 'goals',
      title: 'Goals & Priorities',
      resultsTitle: 'Goals & Priorities',
      pages: [
        { id: 'path', title: 'Your path to better health', questions: path },
        {
          id: 'all_priorities',
          title: 'What would you like help with?',
          questions: [
            {
              id: 'health_priorities_all',
              kind: 'checkbox',
              text: 'Which of these would you like help with?',
              help: 'Tick everything that matters to you.',
              options: concernOptions,
            },
          ],
        },
        {
          id: 'top_priorities',
          title: 'Your top six',
          questions: [
            {
              id: 'top_six_priorities',
              kind: 'checkbox',
              text: 'Choose the 6 that matter most to you right now',
              help: 'Select exactly 6. Your plan and your report start with these.',
              required: true,
              options: concernOptions,
              maxSelections: TOP_PRIORITIES_COUNT,
              exactSelections: TOP_PRIORITIES_COUNT,
              requiredMessage: COMPREHENSIVE_MESSAGES.prioritiesOnNext,
              exactMessage: COMPREHENSIVE_MESSAGES.prioritiesOnNext,
            },
          ],
        },
        {
          id: 'consent',
          title: 'Your consent',
          intro:
            'Your answers are stored securely in your account. With your consent they are processed to personalise your plan and shared with your healthcare provider, so the people caring for you see the same picture you do. You can ask us to delete them at any time.',
          questions: [
            {
              id: 'data_consent',
              kind: 'checkbox',
              text: 'Do you consent to us processing your answers and sharing them with your healthcare provider?',
              required: true,
              requiredMessage: COMPREHENSIVE_MESSAGES.consent,
              options: options(CONSENT_PHRASE),
            },
          ],
        },
      ],
    },
  ],
}
