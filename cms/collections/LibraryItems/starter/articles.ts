import type { StarterItem } from './types'
import {
  BDA,
  CORRECTED_ON,
  FSRH_LNG_IUD_HRT,
  MHRA_HRT_BREAST_CANCER,
  MHRA_THR,
  NHS,
  NICE_CBT,
  NICE_NG101,
  NICE_NG23,
  NICE_NG23_PUBLIC,
  NICE_NG23_RECOMMENDATIONS,
  REVIEWED_ON,
  ROS,
  SEE_A_GP,
  whcFactsheet,
} from './sources'

/**
 * Educational articles of the starter library. Written by the team in plain
 * words from the pages cited under each; reviewed against them on the day
 * each gives. Not medical advice for any one person, and each says so.
 */
export const ARTICLES: StarterItem[] = [
  {
    key: 'what-is-perimenopause',
    title: 'What is perimenopause?',
    description:
      'The years of change before periods stop: what is happening in your body, how long it can last, and when to talk to a GP.',
    category: 'education',
    tab: 'educational_articles',
    tier: 'base',
    featureInWeek: 0,
    reviewedOn: CORRECTED_ON,
    reviewIntervalMonths: 12,
    sources: [NHS.menopause, NHS.earlyMenopause, NICE_NG23, NHS.contraception, whcFactsheet('Contraception for women over the age of 40'), FSRH_LNG_IUD_HRT],
    body: `
Menopause is when your periods stop because your ovaries make less of the hormones oestrogen and progesterone. It usually happens between the ages of 45 and 55. In the UK the average age is 51.

**Perimenopause** is the time before that, when your hormone levels are changing and you may have symptoms but still have periods. It can start years before your last period.

## How you know it has happened

You have reached menopause when you have not had a period for 12 months in a row. The time after that is called postmenopause. Because you only know looking back, many women are not sure where they are for a while, and that is normal.

## Why it happens

For most women it is a natural part of ageing. It can also come earlier:

- after an operation to remove the ovaries, or some operations on the womb
- after some cancer treatments, such as chemotherapy or radiotherapy
- for no clear reason, sometimes running in families

Menopause before 45 is called early menopause. Before 40 it is called premature ovarian insufficiency. If your periods stop or change before 45, see a GP, because treatment matters for your bones and heart. Read more in [Early menopause and premature ovarian insufficiency](/content/early-menopause).

## Do I need a test?

Usually not. NICE guideline NG23 says that if you are over 45 and have typical symptoms, a doctor can recognise perimenopause or menopause from your symptoms alone, without a blood test. Blood tests may be used if you are younger.

## You can still get pregnant

Your fertility falls but does not stop straight away. The NHS advises using contraception until you have had no periods for 2 years if you are under 50, or for 1 year if you are over 50.

HRT is not a contraceptive: it does not stop you getting pregnant. And if a treatment such as HRT or hormonal contraception stops or hides your periods, you cannot tell when they would have stopped, so carry on with contraception until you are 55. The 52 mg levonorgestrel coil (a hormonal intrauterine system) can do two jobs at once: it is a contraceptive, and it can protect the womb lining as the progestogen part of HRT. As part of HRT it protects the womb for 5 years and must then be replaced, even though it works as a contraceptive for longer. See [Contraception in perimenopause](/content/contraception-in-perimenopause).

## How long does it last?

Symptoms often last several years, and they change over time. Some women have few or none; others find them hard. Support and treatment are available, and you do not have to wait until your periods stop to ask for help.

${SEE_A_GP}
`,
  },
  {
    key: 'symptoms',
    title: 'Perimenopause and menopause symptoms',
    description: 'The common physical and emotional symptoms, why they happen, and the signs that mean you should see a doctor.',
    category: 'health',
    tab: 'educational_articles',
    tier: 'base',
    featureInWeek: 1,
    reviewedOn: CORRECTED_ON,
    reviewIntervalMonths: 12,
    sources: [NHS.symptoms, NHS.menopause, NICE_NG23, NICE_NG23_PUBLIC],
    body: `
Changing hormone levels can affect almost every part of the body. Symptoms usually start in perimenopause, while you still have periods, and can carry on for years after they stop. Every woman's mix is different.

## Changes to your periods

Periods often become irregular: closer together or further apart, heavier or lighter. This is usually the first sign.

## Common physical symptoms

- hot flushes: sudden waves of heat in the face, neck and chest
- night sweats
- difficulty sleeping, and feeling tired in the day
- heart palpitations (a heartbeat you suddenly notice)
- headaches, or migraines that are worse than usual
- muscle aches and joint pains
- changes to body shape and weight
- dry or itchy skin, and thinner hair
- vaginal dryness, discomfort or pain during sex
- needing to pee more often, or urinary infections that keep coming back

## Mental and emotional symptoms

- mood changes, low mood or anxiety
- problems with memory or concentration, often called brain fog
- a lower sex drive

These are real effects of changing hormones, not weakness, and they can be treated. See [Low mood and anxiety in the menopause](/content/low-mood-and-anxiety). If you are struggling to cope, or you have thoughts of harming yourself, [Need support now?](/support) lists people you can talk to today.

## Keeping track helps

Writing down your symptoms, your periods and how you sleep makes it easier to see patterns and to explain them to a doctor. The daily check-in in this app is one way to do that.

## When to see a doctor

Talk to a GP if your symptoms are affecting your life, or if you have symptoms before you are 45. See a GP promptly if you have:

- bleeding after sex or between periods
- very heavy periods, or periods that suddenly change a lot
- any bleeding after your periods have stopped for 12 months
- on HRT, bleeding that starts after your first 3 months on it (see [Bleeding on HRT](/content/bleeding-on-hrt))

These are often caused by something minor, but they need checking.

${SEE_A_GP}
`,
  },
  {
    key: 'hrt-options',
    title: 'HRT: the options in plain words',
    description:
      'What hormone replacement therapy is, the main types, the ways it can be taken, and what to expect in the first months, including bleeding.',
    category: 'medical',
    tab: 'educational_articles',
    tier: 'base',
    featureInWeek: 2,
    reviewedOn: CORRECTED_ON,
    reviewIntervalMonths: 12,
    sources: [
      NHS.hrt,
      NHS.hrtTypes,
      NHS.hrtSideEffects,
      NICE_NG23,
      NICE_NG23_PUBLIC,
      whcFactsheet('Contraception for women over the age of 40'),
      FSRH_LNG_IUD_HRT,
    ],
    body: `
Hormone replacement therapy (HRT) replaces the hormones your body makes less of around menopause. It is the most effective treatment for hot flushes and night sweats, and it helps many other symptoms. NICE guideline NG23 says doctors should **offer** HRT for hot flushes and night sweats, and **consider** it for low mood that comes with menopause, after talking through the benefits and risks with you.

## The hormones in HRT

- **Oestrogen** eases most symptoms.
- **Progestogen** (a form of progesterone) is added if you still have a womb. Oestrogen on its own can thicken the womb lining and raise the risk of womb cancer; the progestogen protects it.

So there are two main types:

- **Oestrogen-only HRT**, usually for women who have had their womb removed (a hysterectomy).
- **Combined HRT** (oestrogen and progestogen), for women who still have a womb.

## Cyclical or continuous

- **Cyclical (sequential) combined HRT** is usually for women who still have periods. You take progestogen for part of each month and have a monthly bleed.
- **Continuous combined HRT** is usually for women whose periods stopped at least a year ago. You take both hormones every day and usually have no bleed once it settles.

## Ways to take it

- tablets
- skin patches
- gel or spray rubbed into the skin
- the 52 mg levonorgestrel intrauterine system (a hormonal coil), which can provide the progestogen part for women who still have a womb, and is a contraceptive too. For protecting the womb as part of HRT it lasts 5 years, then must be replaced (FSRH), although as a contraceptive it can be used for up to 8 years
- vaginal oestrogen: a cream, pessary, tablet or ring for vaginal dryness and urinary symptoms

Patches, gels and sprays take oestrogen through the skin. NICE says that with HRT through the skin at standard doses, the risk of blood clots is no greater than the baseline risk; HRT tablets raise it slightly. Vaginal oestrogen acts mainly where it is put and can be used on its own or alongside other HRT.

## HRT is not a contraceptive

You can still get pregnant during perimenopause, and HRT does not prevent it. Use contraception until you have had no periods for 2 years if you are under 50, or for 1 year if you are over 50. If HRT or another treatment hides your periods, carry on with contraception until you are 55. The 52 mg levonorgestrel coil gives contraception and protects the womb lining at the same time; as part of HRT, have it replaced after 5 years. See [Contraception in perimenopause](/content/contraception-in-perimenopause).

## What to expect

Most women notice a difference within a few weeks, but it can take up to 3 months to feel the full effect. Side effects such as breast tenderness, headaches or feeling sick are common at first and often settle within the first few months. If they do not, a doctor can change the dose, type or way you take it.

You will usually have a review after 3 months, then once a year.

If the pharmacy cannot get your HRT, do not stop it suddenly on your own: see [When your HRT is out of stock](/content/hrt-supply-problems).

## Bleeding on HRT

Irregular bleeding or spotting is common in the first months of HRT, but it is not only a side effect to wait out. NICE advises telling your doctor or nurse about any unexpected bleeding at your 3-month review. Contact your GP straight away if:

- bleeding starts after you have been on HRT for more than 3 months (other than the regular monthly bleed of cyclical HRT)
- you have any bleeding after your periods had stopped for 12 months and you are not on HRT, or use only vaginal oestrogen
- bleeding becomes heavy, lasts longer than usual, or comes after sex

Most unexpected bleeding has a harmless cause, but it needs checking. [Bleeding on HRT: what is expected and when to call your GP](/content/bleeding-on-hrt) explains what is normal for each type.

## If HRT is not for you

Some women cannot take HRT or choose not to. A doctor can talk through other options, including some non-hormonal medicines and cognitive behavioural therapy (CBT), which NICE recommends considering for hot flushes, night sweats, sleep problems and low mood linked to menopause. See [Treatments without hormones](/content/non-hormonal-treatments).

${SEE_A_GP}
`,
  },
  {
    key: 'hrt-risks',
    title: 'HRT: benefits and risks, weighed honestly',
    description:
      'What the evidence says about breast cancer, blood clots, stroke, heart disease, dementia, and womb and ovarian cancer, with the numbers, and who should talk to a doctor first.',
    category: 'medical',
    tab: 'educational_articles',
    tier: 'base',
    featureInWeek: 3,
    reviewedOn: REVIEWED_ON,
    reviewIntervalMonths: 12,
    sources: [NICE_NG23, NICE_NG23_RECOMMENDATIONS, MHRA_HRT_BREAST_CANCER, NHS.hrtBenefitsRisks, NHS.hrtWhoCan, NHS.hrt],
    body: `
For most women with menopause symptoms, and especially for those under 60, the benefits of HRT outweigh the risks. The risks are usually small and depend on the type of HRT, how you take it, how long you take it, your age and your own health. This page sets out what NICE (guideline NG23, updated November 2024), the Medicines and Healthcare products Regulatory Agency (MHRA) and the NHS say, so you can have an informed conversation with a doctor.

## Benefits

- relief from hot flushes, night sweats, low mood linked to menopause, vaginal dryness and a low sex drive
- protection against bone thinning (osteoporosis) and the fractures it causes, for as long as you take it

## Breast cancer

The MHRA reviewed the largest study so far in 2019. It found:

- The risk of breast cancer goes up with every type of HRT that reaches the whole body (tablets, patches, gels, sprays and implants), oestrogen-only HRT included. Vaginal oestrogen does not raise it.
- The risk is higher with combined HRT than with oestrogen-only HRT, and it rises the longer HRT is taken. Less than a year of use adds little or no risk.
- After stopping, the extra risk falls, but some of it remains for more than 10 years.

In numbers, from the MHRA: of 1,000 women aged 50 to 69, over those 20 years,

- about 63 who never take HRT get breast cancer
- about 68 who take oestrogen-only HRT for 5 years from age 50 do: 5 more
- about 77 who take combined HRT with progestogen for part of each month (cyclical) for 5 years do: 14 more
- about 83 who take combined HRT with progestogen every day (continuous) for 5 years do: 20 more

Ten years of HRT adds about twice as many extra cases as five years. NICE's 2024 guideline gives similar figures in its risk tables, which a doctor can go through with you.

Whatever you take, go to every breast screening appointment, get to know how your breasts normally look and feel, and see a GP about any change, while you take HRT and after you stop.

## Blood clots

- HRT tablets slightly raise the risk of blood clots in the veins.
- With HRT through the skin (patches, gels and sprays) at standard doses, NICE says the risk of blood clots is no greater than the baseline risk. Doctors usually suggest this route for women with a higher risk of clots, for example those with a BMI over 30.

## Heart disease and stroke

- NICE says HRT started before 60 does not increase the risk of heart disease. HRT is not given to prevent heart disease.
- HRT tablets, but not HRT through the skin, are linked to a small increase in the risk of stroke. The risk of stroke for women under 60 is very low to begin with.

## Dementia

NICE found no increase in the risk of dementia when HRT is started before 65. Combined HRT started at 65 or over may increase it slightly. HRT is not given to prevent dementia.

## Womb and ovarian cancer

- Oestrogen without a progestogen raises the risk of womb (endometrial) cancer in a woman who still has a womb. That is why she is always given a progestogen as well; NICE's 2024 review found no increase in the risk of womb cancer with combined HRT. Take the progestogen exactly as prescribed and report unexpected bleeding.
- Ovarian cancer is uncommon. Some studies suggest HRT may increase the risk slightly; NICE's 2024 review of trials in women aged 45 and over found no clear difference with combined HRT.

## The bigger picture

NICE guideline NG23 notes that HRT is unlikely to make any difference to how long you live overall. Its tables set out each risk by age, type of HRT and length of use.

## Talk to your doctor first if you have

- vaginal bleeding that has not been explained
- a thickened womb lining (endometrial hyperplasia) that has not been treated
- breast cancer now or in the past, or womb or ovarian cancer
- had a blood clot, or a condition that makes clots more likely
- had a heart attack, angina or a stroke
- high blood pressure that is not treated
- liver disease
- a chance that you are pregnant

Some of these rule HRT out; with others it may still be possible with a specialist's advice. A doctor will ask about your history before prescribing.

## Stopping

You can stop HRT at any time, gradually or all at once; some symptoms may come back for a while. There is no fixed limit on how long you can take it. Review it with a doctor at least once a year.

${SEE_A_GP}
`,
  },
  {
    key: 'bone-health',
    title: 'Looking after your bones',
    description: 'Why bones thin faster after menopause, and what helps: exercise, calcium, vitamin D, and knowing your risk.',
    category: 'health',
    tab: 'educational_articles',
    tier: 'base',
    featureInWeek: 4,
    reviewedOn: REVIEWED_ON,
    reviewIntervalMonths: 12,
    sources: [NHS.osteoporosis, NHS.osteoporosisPrevention, NHS.vitaminD, NHS.calcium, ROS],
    body: `
Oestrogen helps keep bones strong. When it falls around menopause, bone is lost faster, and bones can become thin and fragile. This is called osteoporosis. It has no symptoms until a bone breaks, often a wrist, hip or a bone in the spine, so prevention matters.

## What helps

### Move, with impact and strength

- Weight-bearing activity, where your feet and legs carry your weight: brisk walking, dancing, stair climbing, jogging if it suits you.
- Muscle-strengthening activity at least 2 days a week: lifting weights, resistance bands, or exercises using your own body weight.
- Balance exercises, such as tai chi, to lower the chance of falls.

The Training tab has gentle routines to start with.

### Eat for your bones

- **Calcium** is needed for the maintenance of normal bones. Adults need about 700mg a day. Good sources are milk, cheese and yoghurt, green leafy vegetables such as kale and broccoli, soya drinks and yoghurts with added calcium, bread made with fortified flour, and fish where you eat the bones, such as sardines.
- **Vitamin D** contributes to the normal absorption of calcium. The NHS advises everyone to consider a daily supplement of 10 micrograms in autumn and winter. Take it every day all year round if you are not often outdoors, usually wear clothes that cover most of your skin, or have dark skin, for example if you have an African, African-Caribbean or South Asian background. Do not take more than 100 micrograms a day, as too much can be harmful.

### Cut the things that harm bones

- stop smoking
- keep alcohol within 14 units a week, spread over 3 or more days

## HRT and bones

HRT prevents bone loss while you take it, which is one of its benefits, especially if your menopause came early.

## Know your risk

Talk to a GP about your bone health if you had an early menopause, have taken steroid tablets for a long time, have a parent who broke a hip, have a low body weight, or have broken a bone after a minor fall. They can work out your fracture risk and may suggest a bone density (DEXA) scan.

${SEE_A_GP}
`,
  },
  {
    key: 'heart-health',
    title: 'Your heart after menopause',
    description: 'Why heart and circulation risks rise after menopause, the numbers worth knowing, and everyday steps that protect you.',
    category: 'health',
    tab: 'educational_articles',
    tier: 'base',
    featureInWeek: 5,
    reviewedOn: REVIEWED_ON,
    reviewIntervalMonths: 12,
    sources: [NHS.cvd, NHS.healthCheck, NHS.activityGuidelines, NHS.hrtBenefitsRisks, NICE_NG23],
    body: `
Before menopause, women tend to have a lower risk of heart disease than men of the same age. After menopause that gap narrows: lower oestrogen is linked to changes in cholesterol and blood vessels, and blood pressure often rises with age. Heart and circulatory disease is a leading cause of death for women in the UK, and much of the risk can be lowered.

## Know your numbers

- **Blood pressure**: high blood pressure usually has no symptoms. Many pharmacies and GP surgeries can check it.
- **Cholesterol**: a simple blood test.
- In England, adults aged 40 to 74 without an existing heart condition are invited for a free NHS Health Check every 5 years, which looks at both and at your overall risk.

## Everyday steps that protect your heart

- Be active: aim for at least 150 minutes of moderate activity a week, such as brisk walking, plus strength exercises on 2 days.
- Eat plenty of fruit, vegetables and wholegrains; choose unsaturated oils over butter and fatty meat; keep salt under 6g a day.
- Stop smoking: it is the single biggest step for your heart.
- Keep alcohol within 14 units a week.
- Aim for a healthy weight, especially around the waist.
- Look after your sleep and stress, which affect blood pressure.

## What about HRT?

NICE says HRT started before 60 does not increase the risk of heart disease, but HRT is not given to prevent heart disease: the steps above are what protect your heart. HRT tablets carry a small extra risk of stroke; with patches, gels and sprays at standard doses, the risk of blood clots is no greater than the baseline risk.

## Know the emergency signs

Call 999 for chest pain or pressure, pain spreading to the arm, jaw, neck or back, sudden breathlessness, or feeling sick and sweaty with chest discomfort. Women's heart attack symptoms can feel less dramatic, so do not wait.

For stroke, think FAST: Face drooping, Arm weakness, Speech problems, Time to call 999.

${SEE_A_GP}
`,
  },
  {
    key: 'eating-well',
    title: 'Eating well through menopause',
    description:
      'A balanced plate for this stage of life, the nutrients that matter most, and what the evidence says about soya, supplements and herbal remedies.',
    category: 'nutrition',
    tab: 'educational_articles',
    tier: 'base',
    featureInWeek: 6,
    reviewedOn: REVIEWED_ON,
    reviewIntervalMonths: 12,
    sources: [NHS.eatwell, NHS.calcium, NHS.vitaminD, BDA, NICE_NG23, NICE_NG101, MHRA_THR, whcFactsheet('Complementary and alternative therapies')],
    body: `
There is no special menopause diet. The same balanced eating that is good for everyone is the place to start, and looking after your weight, your bones and your heart matters more at this stage.

## A balanced plate

Based on the NHS Eatwell Guide:

- at least 5 portions of a variety of fruit and vegetables a day
- meals based on starchy foods, choosing wholegrain or higher-fibre versions
- some beans, pulses, fish, eggs or meat; aim for 2 portions of fish a week, one of them oily, such as salmon or mackerel
- some dairy or fortified alternatives
- small amounts of unsaturated oils and spreads
- 6 to 8 glasses of fluid a day, mostly water

## Nutrients that matter more now

- **Calcium** (about 700mg a day): calcium is needed for the maintenance of normal bones.
- **Vitamin D**: a 10 microgram supplement in autumn and winter, and every day all year round if you are not often outdoors, cover most of your skin or have dark skin. No more than 100 micrograms a day. Vitamin D contributes to the maintenance of normal bones.
- **Protein** at each meal: protein contributes to the maintenance of muscle mass, which is lost more easily with age.
- **Fibre** from wholegrains, pulses, fruit and vegetables: most adults in the UK eat less than the 30g a day the NHS advises.

## Hot flushes and food

Some women find hot drinks, spicy food, alcohol or caffeine bring on hot flushes. If you notice this, cutting down may help. Keeping a note of what you eat alongside your symptoms can show your own triggers.

## Soya, linseed and plant oestrogens

Foods such as soya and linseed contain plant oestrogens (phytoestrogens). Studies of whether they ease hot flushes have given mixed results, and NICE does not recommend them as a treatment. Eating them as part of meals is fine for most people.

If you have had breast cancer, ordinary amounts of soya in food are fine, but supplements of soya isoflavones or red clover are not recommended (NICE guideline NG101). The meal plans in this app do not favour soya dishes for hot flushes when your health assessment records breast cancer.

## Herbal remedies and supplements

NICE points out that products such as isoflavones and black cohosh vary in what they contain, their safety is uncertain, and some interact with other medicines. "Natural" does not mean safe.

- **Black cohosh** has been linked to reports of liver damage. Do not take it if you have or have had liver problems, and stop taking it and see a doctor if you get yellow skin or eyes, dark urine, stomach pain or unusual tiredness.
- **St John's wort** interacts with many medicines, including tamoxifen, anticoagulants (blood thinners such as warfarin), anticonvulsants (epilepsy medicines) and hormonal contraception, which it can make less effective.
- If you do choose a herbal medicine, buy only one with the **THR** (Traditional Herbal Registration) mark on the pack: it is made to agreed standards of quality and comes with safety information. The mark does not mean it has been shown to work.
- After breast cancer, soya isoflavones, red clover and black cohosh are not recommended for menopause symptoms (NICE guideline NG101).

Tell a pharmacist or doctor about anything you take, including herbal remedies.

## Weight changes

Many women find weight settles around the middle during menopause. Regular meals with protein and fibre, fewer sugary drinks and snacks, and regular activity, including strength exercise, help more than strict diets.

The AI meal plans in this app can give you a week of balanced meals to start from.

${SEE_A_GP}
`,
  },
  {
    key: 'sleep',
    title: 'Sleeping better through menopause',
    description: 'Why sleep gets harder, practical changes that help tonight, and the treatments that work when it does not improve.',
    category: 'health',
    tab: 'educational_articles',
    tier: 'base',
    featureInWeek: 7,
    reviewedOn: REVIEWED_ON,
    reviewIntervalMonths: 12,
    sources: [NHS.insomnia, NHS.symptoms, NICE_NG23, NHS.talkingTherapies],
    body: `
Poor sleep is one of the most common complaints around menopause. Night sweats can wake you, anxiety can keep you awake, and needing to pee at night adds to it. Poor sleep then makes mood, concentration and hot flushes harder to cope with.

## Small changes that help

- Go to bed and get up at about the same time every day, including weekends.
- Keep the bedroom cool, dark and quiet. Use layers of bedding you can throw off, and cotton nightwear. A fan by the bed helps many women.
- Have a wind-down routine: a bath earlier in the evening, reading, or the relaxation practices in this library.
- Avoid caffeine from the afternoon, and keep alcohol low: it helps you fall asleep but wakes you later and can bring on night sweats.
- Avoid big meals and lots of fluid late in the evening.
- Be active in the day, but finish vigorous exercise a few hours before bed.
- Keep screens out of bed.

## If you cannot sleep

Lying awake worrying about sleep makes it harder. If you have been awake for what feels like 20 minutes, get up, go to another room and do something calm in dim light, then go back to bed when you feel sleepy. This teaches the body that bed is for sleeping.

## Treatments that work

- **CBT for insomnia** (CBT-I) is the recommended treatment for long-term sleep problems. NICE guideline NG23 recommends considering menopause-specific CBT for sleep problems linked to menopause. In England you can refer yourself to NHS Talking Therapies, which offers it in person, online and in groups; waits can be long and vary by area, so ask how long it will be, and ask a GP about other options while you wait.
- **HRT** can help if night sweats are what wake you.
- Sleeping tablets are usually only suggested for a short time, if at all.

## When to see a GP

See a GP if poor sleep has gone on for months, is affecting your daily life, or if you snore loudly, stop breathing in your sleep, or feel very sleepy in the day, which can be signs of other conditions.

${SEE_A_GP}
`,
  },
  {
    key: 'cbt-hot-flushes',
    title: 'CBT skills for hot flushes and night sweats',
    description:
      'The techniques used in menopause-specific cognitive behavioural therapy, explained so you can start practising them, and how to find a course.',
    category: 'medical',
    tab: 'educational_articles',
    tier: 'plus',
    featureInWeek: 8,
    reviewedOn: REVIEWED_ON,
    reviewIntervalMonths: 12,
    sources: [NICE_NG23, NICE_CBT, NHS.talkingTherapies],
    body: `
Cognitive behavioural therapy (CBT) is a talking therapy that looks at how thoughts, feelings, body sensations and actions affect each other. Menopause-specific CBT has been tested in trials and helps women feel less bothered by hot flushes and night sweats, sleep better and feel less low. NICE guideline NG23 recommends considering it for women who are taking HRT and still have symptoms, or who cannot or do not want to take HRT.

CBT does not mean symptoms are "in your head". It gives you ways to reduce how much they disrupt your life. The skills below come from the structured programmes NICE refers to; a course with a trained practitioner, in a group, online or by self-help book, is the best way to learn them.

## 1. Understand the flush

A hot flush is the body's temperature control reacting to small changes, made more sensitive by falling oestrogen. Stress, rushing, hot drinks and alcohol can set one off. Knowing this makes a flush less alarming and easier to ride out.

## 2. Notice your triggers

For a week, note when flushes happen, where you were, what you were doing and what you were thinking. Look for patterns you can change, such as hurrying, a hot room or caffeine.

## 3. Respond to a flush calmly

When you feel one starting:

1. Pause and let your shoulders drop.
2. Breathe slowly, in through the nose and out through the mouth, a little longer out than in.
3. Let the heat pass over you rather than fighting it. It will peak and fade, usually within a few minutes.
4. Cool down practically: remove a layer, sip cold water, move to fresh air.

Slow breathing on its own has not been shown to reduce the number of flushes, but as part of CBT it helps you stay in control of how you react.

## 4. Check unhelpful thoughts

Thoughts such as "Everyone can see I'm bright red" or "I can't cope with this" make a flush feel worse. Ask yourself: what is the evidence? Would I judge a friend this way? Try a more balanced thought: "Most people don't notice, and those who do won't think badly of me. This will pass."

## 5. Stop avoiding things

Avoiding meetings, social events or exercise because of flushes shrinks your life and keeps the worry going. Plan for them instead: layers, a fan, a cold drink. Then go.

## 6. Night sweats and sleep

Keep the bedroom cool, and when you wake, calmly cool down rather than checking the time and worrying. If you cannot get back to sleep, get up for a short while and return when sleepy.

## 7. Look after stress

Set aside time each day for something restful, such as the relaxation practices in this library. Lower stress means fewer triggers.

## Finding CBT

Ask a GP about NHS talking therapies, or refer yourself in England through NHS Talking Therapies. Waiting lists can be long and vary by area, and not every service offers menopause-specific CBT, so ask what they provide and how long the wait is. NICE's guideline page also points to a self-help book written by the researchers who tested this programme: _Living Well Through the Menopause_.

${SEE_A_GP}
`,
  },
]
