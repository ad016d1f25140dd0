import type { StarterItem } from './types'
import {
  CORRECTED_ON,
  FSRH_LNG_IUD_EXTENDED,
  FSRH_LNG_IUD_HRT,
  FSRH_OVER_40,
  NHS,
  NHSBSA_SSP,
  NICE_CBT,
  NICE_NG23,
  NICE_NG23_PUBLIC,
  SEE_A_GP,
  whcFactsheet,
} from './sources'

/**
 * Articles added in version 3 of the starter library, after a clinical read
 * against NICE NG23 (2024), the MHRA and the FSRH found them missing: low
 * mood and anxiety, contraception in perimenopause, a surgical menopause, and
 * HRT supply problems. Written by the team from the pages cited under each.
 */
export const CARE_ARTICLES: StarterItem[] = [
  {
    key: 'low-mood-and-anxiety',
    title: 'Low mood and anxiety in the menopause',
    description:
      'Why mood can change around the menopause, what helps, including CBT and HRT, and when to get help from a GP urgently.',
    category: 'health',
    tab: 'educational_articles',
    tier: 'base',
    featureInWeek: 18,
    reviewedOn: CORRECTED_ON,
    reviewIntervalMonths: 12,
    sources: [NICE_NG23, NICE_NG23_PUBLIC, NICE_CBT, NHS.talkingTherapies, NHS.urgentMentalHealth, NHS.symptoms],
    body: `
If you feel low, anxious or not like yourself, you are not alone. Low mood, anxiety, irritability, tearfulness and losing confidence are common around the menopause. They are real effects of changing hormones, made worse by poor sleep, night sweats and everything else going on at this stage of life. They can be treated.

**If you need to talk to someone today**, [Need support now?](/support) lists people you can contact, with the right numbers for where you live.

## Get help urgently if

- you have thoughts of harming yourself or ending your life
- you have harmed yourself
- you feel you cannot keep yourself safe

If you are in danger now, call 999 or go to A&E. For urgent help that is not an emergency, contact your GP today or use the numbers on [Need support now?](/support).

## See a GP soon if

- you have felt low, hopeless or lost interest in things you usually enjoy for most days over 2 weeks or more
- worry or panic is stopping you doing everyday things
- your mood is affecting your work, your relationships or how you look after yourself

Tell them about your other symptoms and your periods too. Low mood can be part of the menopause, depression, or both, and the treatment differs.

## What helps

- **HRT**: NICE guideline NG23 says doctors should consider HRT for low mood that comes with the menopause. See [HRT: the options in plain words](/content/hrt-options).
- **Cognitive behavioural therapy (CBT)**: NICE recommends considering menopause-specific CBT for low mood linked to the menopause, as well as for hot flushes, night sweats and sleep problems. In England you can refer yourself to NHS Talking Therapies; waits can be long and vary by area, so ask how long it will be. See [CBT skills for hot flushes and night sweats](/content/cbt-hot-flushes).
- **Antidepressants**: NICE says there is no clear evidence that SSRI or SNRI antidepressants ease low mood linked to the menopause in women who have not been diagnosed with depression. If you do have depression, antidepressants and talking therapies are treatments a GP can discuss with you.
- **Everyday things**: regular activity, time outdoors, keeping in touch with people you trust, and cutting down on alcohol all help mood. Better sleep helps too: see [Sleeping better through menopause](/content/sleep).

## Keeping track

Noting your mood alongside your symptoms, sleep and periods can show a pattern and makes it easier to explain to a doctor. The daily check-in is one place to do that.

${SEE_A_GP}
`,
  },
  {
    key: 'contraception-in-perimenopause',
    title: 'Contraception in perimenopause, and when you can stop',
    description:
      'Why you still need contraception in perimenopause, the methods that suit this stage, how they fit with HRT, and when it is safe to stop.',
    category: 'medical',
    tab: 'educational_articles',
    tier: 'base',
    featureInWeek: 19,
    reviewedOn: CORRECTED_ON,
    reviewIntervalMonths: 12,
    sources: [FSRH_OVER_40, FSRH_LNG_IUD_HRT, FSRH_LNG_IUD_EXTENDED, NHS.contraception, whcFactsheet('Contraception for women over the age of 40'), NICE_NG23],
    body: `
Fertility falls in your 40s, but it does not stop until after the menopause, and periods can be irregular long before then. Pregnancy is still possible, so if you do not want to get pregnant, you need contraception until you can safely stop.

## HRT is not a contraceptive

HRT does not stop you getting pregnant. If you take HRT and could still get pregnant, you need contraception as well, unless your contraception is also part of your HRT, like the hormonal coil below.

## Methods that suit this stage

Most methods are safe for most women over 40. A GP, practice nurse or sexual health clinic will check which suit you.

- **The 52 mg levonorgestrel coil** (a hormonal intrauterine system, such as Mirena) is a contraceptive and can also protect the womb lining as the progestogen part of HRT. As part of HRT it protects the womb for 5 years, then must be replaced for that purpose (FSRH). As a contraceptive it can be used for up to 8 years if it was fitted before you were 45, and until you are 55 if it was fitted at 45 or over.
- **The copper coil** (intrauterine device, no hormones): if fitted at 40 or over, it can usually stay in until you no longer need contraception.
- **The implant and the progestogen-only pill** can be used until 55.
- **The contraceptive injection** is usually changed to another method at 50, because of its effect on bones.
- **The combined pill, patch or ring** can be used until 50 if you have no risk factors, such as smoking, high blood pressure, migraine with aura or a higher risk of blood clots. At 50 you will be advised to change to another method.
- **Condoms** also protect against sexually transmitted infections, which matter at any age with a new partner.

## When you can stop

The FSRH (Faculty of Sexual and Reproductive Healthcare) advises:

- **If you are not using hormonal contraception or HRT**: you can stop once you have had no periods for 1 year if you are 50 or over, or for 2 years if you are under 50.
- **If you use a hormonal method or HRT**, which can stop or hide your periods, you cannot tell when they would have stopped naturally. You can stop contraception at 55, when natural fertility can be assumed to have ended for everyone. Over 50, a doctor may sometimes suggest a blood test to help decide whether you can stop earlier if you use a progestogen-only method.

Until then, keep using contraception, and talk to a GP or sexual health clinic before you stop.

${SEE_A_GP}
`,
  },
  {
    key: 'surgical-menopause',
    title: 'Surgical menopause: when an operation brings on the menopause',
    description:
      'What a surgical menopause is, how it differs from a natural one, and what to ask about HRT before and after an operation.',
    category: 'medical',
    tab: 'educational_articles',
    tier: 'base',
    featureInWeek: 20,
    reviewedOn: CORRECTED_ON,
    reviewIntervalMonths: 12,
    sources: [NICE_NG23, NHS.earlyMenopause, NHS.hysterectomy, NHS.hrtTypes, NHS.hrt],
    body: `
A surgical menopause happens when both ovaries are removed in an operation (a bilateral oophorectomy), sometimes together with the womb (a hysterectomy). The ovaries make most of your oestrogen, so your periods stop and the menopause starts straight away, whatever your age.

## How it differs from a natural menopause

- Hormone levels drop suddenly rather than over several years, so symptoms such as hot flushes, night sweats, poor sleep and low mood can start within days and be stronger.
- If it happens before 45, it is an early menopause, and before 40 it counts as premature ovarian insufficiency. Going without oestrogen from a young age raises the risk of bone thinning and heart disease. See [Early menopause and premature ovarian insufficiency](/content/early-menopause).

If your womb is removed but at least one ovary is left, you do not go through the menopause straight away. You will have no periods, so you may not notice when it comes, and some women reach it earlier after a hysterectomy. Symptoms are still the sign to look for.

## Before the operation

NICE guideline NG23 says women who are likely to go through the menopause because of an operation or medical treatment should be given information about the menopause and fertility beforehand. Ask your surgical team:

- whether both ovaries will be removed, and whether the womb will be
- whether HRT is suitable for you, and when you could start it
- what your options are if you would like to have children

## HRT after a surgical menopause

- **If your womb has been removed**, HRT is usually oestrogen only, because there is no womb lining to protect. If you had endometriosis, ask your specialist whether you need a progestogen as well.
- **If you still have your womb**, you need combined HRT (oestrogen with a progestogen) to protect its lining.
- **If you are under the natural age of menopause** (around 51), NICE recommends hormone treatment until at least that age unless there is a medical reason not to, to protect your bones and heart as well as ease symptoms. The risks of HRT described for women over 50 do not apply in the same way.
- If the operation was for a cancer, such as breast or ovarian cancer, or because of an inherited risk such as a BRCA gene, HRT may or may not be advised: talk it through with your specialist team.

NICE also suggests considering testosterone for low sexual desire if HRT alone has not helped; see [Testosterone for low sex drive](/content/testosterone).

## Support

The change can be sudden and hard. Tell your GP how you are feeling, and see [Low mood and anxiety in the menopause](/content/low-mood-and-anxiety) if your mood is low.

${SEE_A_GP}
`,
  },
  {
    key: 'hrt-supply-problems',
    title: 'When your HRT is out of stock: shortages and switching safely',
    description:
      'What to do if the pharmacy cannot get your HRT, what a Serious Shortage Protocol means, and how to switch safely with your prescriber.',
    category: 'medical',
    tab: 'educational_articles',
    tier: 'base',
    featureInWeek: 21,
    reviewedOn: CORRECTED_ON,
    reviewIntervalMonths: 12,
    sources: [NHSBSA_SSP, NHS.hrt, NHS.hrtTypes, NICE_NG23],
    body: `
Some HRT products have been hard to get at times in the UK. If your pharmacy cannot supply what you were prescribed, there are safe ways through it.

## Do not stop suddenly without advice

Do not stop your HRT, or change how you take it, on your own. Symptoms can come back quickly. If you still have a womb and take a progestogen, never stop the progestogen while you carry on with oestrogen: the progestogen protects your womb lining, and going without it raises the risk of a thickened lining and womb cancer.

## Ask the pharmacist first

- Ask whether they can order it, or whether another pharmacy nearby has it in stock.
- Ask whether the same medicine is available under another brand. If your prescription names a brand, your prescriber can change it.

## What a Serious Shortage Protocol means

When a medicine is in serious shortage, the government can issue a Serious Shortage Protocol (SSP) for it. An SSP lets a pharmacist supply something different from your prescription, as the protocol sets out, without you needing a new prescription. Depending on the protocol, that may be:

- a smaller amount of the same medicine
- a different strength or form, such as patches instead of a gel
- a listed alternative product

The pharmacist will check that the SSP is right for you, and explain how to use what you are given. You can say no and ask to go back to your prescriber instead. Each SSP covers named products for a set time; the NHS Business Services Authority lists the current ones.

## Switching safely with your prescriber

If there is no SSP for your HRT, or the alternative does not suit you, contact the GP or clinic who prescribes it. They can prescribe another product that gives you an equivalent dose. When you switch:

- ask how the new dose compares with your old one, and how to move from one to the other
- if you still have a womb, check the new HRT still includes a progestogen, or that your 52 mg levonorgestrel coil is within its 5 years
- expect a few weeks to settle: some breast tenderness, headaches or spotting can come with a change
- tell your GP about bleeding that starts more than 3 months after a change, or that is heavy or unexpected; see [Bleeding on HRT](/content/bleeding-on-hrt)

## Planning ahead

Order your next prescription a week or two before you run out, so there is time to find stock or an alternative. If you pay for prescriptions in England, see [Paying less for HRT in England](/content/hrt-prepayment-certificate).

${SEE_A_GP}
`,
  },
]
