import type { StarterItem } from './types'
import {
  BMS_FEZOLINETANT,
  CORRECTED_ON,
  MHRA_ELINZANETANT_PRODUCT,
  MHRA_FEZOLINETANT_LIVER,
  MHRA_TESTOSTERONE_CHILDREN,
  MHRA_THR,
  NHS,
  NICE_FEZOLINETANT,
  NICE_NG101,
  NICE_NG23,
  NICE_NG23_PUBLIC,
  NICE_NG23_RECOMMENDATIONS,
  REVIEWED_ON,
  SEE_A_GP,
  WHC_VAGINAL_DRYNESS,
  whcFactsheet,
} from './sources'

/**
 * Short articles on treatments every UK menopause service covers, written by
 * the team from the NHS, NICE and British Menopause Society / Women's Health
 * Concern pages cited under each.
 */
export const TREATMENT_ARTICLES: StarterItem[] = [
  {
    key: 'bleeding-on-hrt',
    title: 'Bleeding on HRT: what is expected and when to call your GP',
    description:
      'Which bleeding is normal on each type of HRT, what to tell your doctor at the 3-month review, and when to call your GP straight away.',
    category: 'medical',
    tab: 'educational_articles',
    tier: 'base',
    featureInWeek: 9,
    reviewedOn: REVIEWED_ON,
    reviewIntervalMonths: 12,
    sources: [NICE_NG23, NICE_NG23_PUBLIC, NHS.hrtSideEffects, NHS.hrtTypes, whcFactsheet('Management of unscheduled bleeding on HRT')],
    body: `
Some bleeding is expected on HRT, and some needs checking. Knowing which is which means you can get help quickly when it matters, without worrying about what is normal.

## What is expected

- **Cyclical (sequential) combined HRT**, usually for women who still have periods or whose periods stopped less than a year ago: a regular monthly bleed, usually towards the end of, or just after, the progestogen part of each month.
- **Continuous combined HRT**, usually for women whose periods stopped at least a year ago: irregular bleeding or spotting is common in the first 3 months, and sometimes for up to 6. After that most women have no bleeding at all.
- **Oestrogen-only HRT**, for women who have had a hysterectomy: no bleeding.
- **Vaginal oestrogen** on its own should not cause bleeding.

## Tell your doctor or nurse at your 3-month review

NICE advises a review 3 months after starting or changing HRT. Tell them about any bleeding you did not expect, such as bleeding between the monthly bleeds of cyclical HRT, or spotting on continuous HRT. A note of the days you bleed helps; the journal in the daily check-in is one place to keep it.

## Contact your GP straight away if

- bleeding starts, or comes back, after you have been on HRT for more than 3 months, other than the regular monthly bleed of cyclical HRT
- you have any bleeding after your periods had stopped for 12 months and you are not taking HRT, or you use only vaginal oestrogen
- your bleeding changes pattern, becomes heavy, or lasts longer than usual
- you bleed after sex

Do not wait for your next review. Most unexpected bleeding has a harmless cause, such as the dose or type of progestogen, or missed doses. But it can be a sign of a thickened womb lining or, less often, womb cancer, so it always needs checking. Your GP may examine you, arrange an ultrasound scan, or refer you to a specialist.

## Keep taking your HRT until you have spoken to your GP

Do not stop or change your HRT on your own. Missed progestogen doses can themselves cause bleeding and leave the womb lining unprotected. Your GP may change your HRT while you wait for tests.

${SEE_A_GP}
`,
  },
  {
    key: 'vaginal-and-urinary-symptoms',
    title: 'Vaginal dryness and urinary symptoms',
    description:
      'Why dryness, soreness, pain during sex and bladder symptoms come with menopause, and the treatments that work: moisturisers, lubricants and vaginal oestrogen.',
    category: 'medical',
    tab: 'educational_articles',
    tier: 'base',
    featureInWeek: 10,
    reviewedOn: REVIEWED_ON,
    reviewIntervalMonths: 12,
    sources: [NHS.vaginalDryness, NICE_NG23, WHC_VAGINAL_DRYNESS, NICE_NG101],
    body: `
Lower oestrogen affects the tissues of the vagina, vulva and bladder. Many women notice dryness, itching or soreness, pain during sex, needing to pee more often or more urgently, or urine infections that keep coming back. Doctors call this genitourinary syndrome of menopause. Unlike hot flushes, it often does not get better with time, but it is very treatable.

## Moisturisers and lubricants

- **Vaginal moisturisers** are used every few days, whether or not you are having sex, to keep the tissues moist.
- **Lubricants** are used during sex to reduce dryness and pain. Water-based and silicone-based ones are widely available; oil-based products can damage latex condoms.

Pharmacies and supermarkets sell them, and a GP can prescribe some. Products without perfume are less likely to irritate. They can be used on their own or alongside vaginal oestrogen.

## Vaginal oestrogen

Vaginal oestrogen comes as a cream, gel, pessary, small tablet or soft ring placed in the vagina. It treats the cause, and NICE recommends offering it for vaginal and urinary symptoms of menopause, including to women who already take HRT.

- It acts mainly where it is put; very little reaches the rest of the body.
- It is safe to use long term, for as long as you need it. Symptoms often come back when it stops.
- You do not need to take a progestogen with it, even if you still have a womb.
- It can take a few weeks to work, and up to 3 months for the full effect.
- Some vaginal oestrogen tablets can be bought from a pharmacist without a prescription by women aged 50 and over whose periods stopped at least a year ago.

Tell your GP about any bleeding while you use it.

## If you have had breast cancer

Try moisturisers and lubricants first. If they are not enough, talk to your cancer team about vaginal oestrogen: NICE advises deciding this with them, especially if you take an aromatase inhibitor such as letrozole or anastrozole. See [Menopause after breast cancer](/content/menopause-after-breast-cancer).

## Your bladder and pelvic floor

Pelvic floor exercises help with leaks and urgency: see [Pelvic floor exercises: a daily routine](/content/pelvic-floor). See a GP if you have signs of a urine infection, blood in your urine, or a feeling of heaviness or a bulge in the vagina.

## When to see a GP

- symptoms that affect your daily life or your sex life
- any bleeding from the vagina after your periods have stopped
- urine infections that keep coming back

${SEE_A_GP}
`,
  },
  {
    key: 'non-hormonal-treatments',
    title: 'Treatments without hormones',
    description:
      'The options for hot flushes and night sweats when HRT is not for you: CBT, medicines a GP can prescribe, the newer medicines and their UK status, and herbal remedies.',
    category: 'medical',
    tab: 'educational_articles',
    tier: 'base',
    featureInWeek: 11,
    reviewedOn: CORRECTED_ON,
    // New medicines and their NHS status change often.
    reviewIntervalMonths: 6,
    sources: [
      NICE_NG23,
      NICE_NG23_RECOMMENDATIONS,
      NICE_NG101,
      NICE_FEZOLINETANT,
      BMS_FEZOLINETANT,
      MHRA_FEZOLINETANT_LIVER,
      MHRA_ELINZANETANT_PRODUCT,
      MHRA_THR,
      whcFactsheet('Complementary and alternative therapies'),
    ],
    body: `
HRT is the most effective treatment for hot flushes and night sweats, but some women cannot take it and some choose not to. There are other options. The UK status and safety advice of the medicines below were last checked on 28 November 2026; medicines and their NHS status change, so ask a GP or pharmacist for the latest position.

## Cognitive behavioural therapy (CBT)

NICE recommends considering menopause-specific CBT for hot flushes and night sweats, for sleep problems and for low mood linked to menopause, with or without HRT. See [CBT skills for hot flushes and night sweats](/content/cbt-hot-flushes).

## Medicines a GP may prescribe

NICE guideline NG23 says SSRIs, SNRIs and clonidine should not be routinely offered as the first treatment for hot flushes and night sweats on their own. A doctor may suggest one when HRT is not suitable or not wanted, after talking through the benefits and side effects with you.

- **SSRI and SNRI antidepressants**, such as venlafaxine, citalopram, escitalopram or paroxetine, can reduce hot flushes at low doses, whether or not you have low mood. They are not licensed for this ("off-label"), which a doctor will explain. Side effects can include feeling sick, a dry mouth and poor sleep. Paroxetine and fluoxetine must not be taken with tamoxifen, because they stop it working properly.
- **Gabapentin**, a medicine for nerve pain and epilepsy, can reduce hot flushes and night sweats, also off-label. It can cause drowsiness and dizziness.
- **Clonidine**, a blood pressure medicine, is licensed in the UK for hot flushes but helps only a little. It can cause a dry mouth, tiredness and low blood pressure, and must not be stopped suddenly.

## Newer medicines

These medicines block brain signals (neurokinins) that drive hot flushes.

### Fezolinetant (Veoza)

Fezolinetant was licensed by the MHRA in December 2023 for moderate to severe hot flushes and night sweats caused by menopause. NICE has not recommended it for routine use on the NHS in England, because there was not enough evidence that it is good value for money, so it is mostly prescribed privately.

It can cause liver injury. The MHRA (Drug Safety Update, 2025) says:

- it should not be used by women with liver disease or a higher risk of it
- liver blood tests are needed before starting, then **monthly for the first 3 months**, then from time to time as your prescriber judges
- stop taking it and get medical advice straight away if you have signs of liver problems: yellowing of the skin or the whites of the eyes, dark urine, itching, pain in the upper right side of your tummy, unusual tiredness, feeling sick or being sick, or losing your appetite

### Elinzanetant (Lynkuet)

Elinzanetant works in a similar way and was licensed by the MHRA in 2025. Ask a GP or menopause specialist whether it is available to you. Its UK product information says:

- it must not be taken if you are pregnant or might be. It is not a contraceptive, so if you could still get pregnant, use contraception and talk to your prescriber
- liver blood tests may be advised while you take it; get medical advice straight away if you have signs of liver problems, such as yellowing of the skin or eyes, dark urine or pain in the upper right side of your tummy
- it can make you sleepy, so it is taken at bedtime
- tell your prescriber about every other medicine you take, because some change how much of it stays in your body

## Herbal remedies

- **Black cohosh** has been linked to liver damage. Do not take it if you have or have had liver problems, and stop and see a doctor if you get yellow skin or eyes, dark urine or stomach pain.
- **St John's wort** interacts with many medicines, including tamoxifen, anticoagulants, anticonvulsants and hormonal contraception.
- Only buy herbal medicines with the **THR** (Traditional Herbal Registration) mark, which means they are made to agreed quality standards with safety information. It does not mean they have been shown to work.
- After breast cancer, soya isoflavones, red clover and black cohosh are not recommended (NICE guideline NG101).

## Things you can do yourself

- wear layers, keep a fan close, and keep your bedroom cool
- notice and cut down on triggers such as alcohol, caffeine, hot drinks and spicy food
- stop smoking, keep active, and aim for a healthy weight

Compounded "bioidentical" hormones are not a safe alternative: see ["Bioidentical" hormones: what the words mean](/content/bioidentical-hormones).

${SEE_A_GP}
`,
  },
  {
    key: 'testosterone',
    title: 'Testosterone for low sex drive',
    description:
      'When testosterone may be offered after menopause, how it is prescribed in the UK (by specialists, and unlicensed for women), and what to expect.',
    category: 'medical',
    tab: 'educational_articles',
    tier: 'base',
    featureInWeek: 12,
    reviewedOn: CORRECTED_ON,
    reviewIntervalMonths: 12,
    sources: [NICE_NG23, NHS.hrtTypes, whcFactsheet('Testosterone for women'), MHRA_TESTOSTERONE_CHILDREN],
    body: `
Testosterone is a hormone women make too, in the ovaries and the adrenal glands. Levels fall gradually with age, and suddenly if the ovaries are removed.

## Who it may help

NICE recommends that doctors consider testosterone for women with low sexual desire after menopause when HRT alone has not helped. There is not good evidence that it helps tiredness, mood or memory, and it is not recommended for those.

## How it is prescribed

- No testosterone product is licensed for women in the UK. Doctors prescribe a small dose of a gel or cream made for men, "off-label", and explain what that means for you.
- It is usually started by a menopause specialist, or by a GP with specialist training, and taken alongside HRT.
- You will have a blood test before starting and after a few months, to keep your level within the normal range for women.
- It can take 3 to 6 months to notice a difference. If it has not helped by then, it is usually stopped.

## Side effects

At the doses used for women, side effects are uncommon. The main ones are acne and extra hair growth where the gel is rubbed in; these usually settle if the dose is lowered. This is why levels are checked.

## Keep it off other people's skin, especially children's

Testosterone gel or cream can pass to other people through skin contact. The MHRA warns that children who were repeatedly in close contact with an adult's treated skin have developed early puberty and enlarged genitals, and a partner can get extra hair growth, acne or a deeper voice. To prevent this:

- wash your hands with soap and water straight after putting it on
- once it has dried, cover the area with clothing
- avoid skin contact between the treated area and anyone else, above all children; wash the area with soap and water before close contact
- if a child or partner may have been exposed, or shows changes like these, see a doctor and say that you use testosterone

## Other things that matter

Low desire often has more than one cause: vaginal dryness and pain during sex, tiredness, stress, relationship worries and some medicines. Treating vaginal dryness (see [Vaginal dryness and urinary symptoms](/content/vaginal-and-urinary-symptoms)) and talking to a GP or a psychosexual therapist can help.

Testosterone is not covered by the HRT prescription prepayment certificate in England.

${SEE_A_GP}
`,
  },
  {
    key: 'bioidentical-hormones',
    title: '"Bioidentical" hormones: what the words mean',
    description:
      'The difference between body-identical HRT, which is licensed and on the NHS, and compounded "bioidentical" hormones, whose effectiveness and safety are unknown.',
    category: 'medical',
    tab: 'educational_articles',
    tier: 'base',
    featureInWeek: 13,
    reviewedOn: REVIEWED_ON,
    reviewIntervalMonths: 12,
    sources: [NICE_NG23, NHS.hrtTypes, whcFactsheet('Bioidentical HRT')],
    body: `
Some private clinics offer "bioidentical" or "natural" hormones, often made up to a personal recipe after saliva or blood tests. Two very different things go by similar names.

## Body-identical HRT: licensed and on the NHS

Estradiol (in patches, gels, sprays and some tablets) and micronised progesterone have the same chemical structure as the hormones your body makes. They are licensed medicines, checked for quality, safety and effectiveness, and available on NHS prescription. Many women already take them as their HRT.

## Compounded "bioidentical" hormones: unregulated

Compounded hormones are mixed by a pharmacy or clinic for one person, often as creams or lozenges, sometimes with other hormones such as DHEA or testosterone. They are not licensed, so nobody checks that each batch holds what it says.

- NICE says the effectiveness and safety of unregulated compounded bioidentical hormones are unknown.
- The British Menopause Society does not recommend them.
- Saliva tests do not reliably measure hormone levels, and most women over 45 do not need a blood test to diagnose menopause.
- A progesterone cream may not protect the womb lining. If you still have a womb and take oestrogen, that raises the risk of womb cancer.

## If you are using them

Talk to a GP or menopause specialist about changing to licensed body-identical HRT, and tell them about any unexpected bleeding.

${SEE_A_GP}
`,
  },
]
