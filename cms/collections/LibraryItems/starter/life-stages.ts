import type { StarterItem } from './types'
import {
  ACAS_MENOPAUSE,
  BREAST_CANCER_NOW,
  DAISY_NETWORK,
  EHRC_MENOPAUSE,
  NHS,
  NHSBSA_HRT_PPC,
  NHSBSA_HRT_PPC_MEDICINES,
  NICE_NG101,
  NICE_NG23,
  REVIEWED_ON,
  SEE_A_GP,
  whcFactsheet,
} from './sources'

/**
 * Short articles on situations every UK menopause service covers: an early
 * menopause, menopause after breast cancer, paying for HRT, and work.
 * Written by the team from the pages cited under each.
 */
export const LIFE_STAGE_ARTICLES: StarterItem[] = [
  {
    key: 'early-menopause',
    title: 'Early menopause and premature ovarian insufficiency',
    description:
      'When periods stop before 45, or before 40: the causes, getting a diagnosis, and why HRT until at least the natural age of menopause matters.',
    category: 'medical',
    tab: 'educational_articles',
    tier: 'base',
    featureInWeek: 14,
    reviewedOn: REVIEWED_ON,
    reviewIntervalMonths: 12,
    sources: [NHS.earlyMenopause, NICE_NG23, whcFactsheet('Premature ovarian insufficiency'), DAISY_NETWORK],
    body: `
Menopause before 45 is called an early menopause. Before 40 it is called premature ovarian insufficiency (POI), or sometimes premature menopause. NICE estimates that about 1 in 100 women have POI, and between 3 and 8 in 100 an early menopause.

## Causes

- an operation to remove both ovaries
- chemotherapy or radiotherapy
- some genetic or autoimmune conditions
- often, no cause is found

## Getting a diagnosis

See a GP if you are under 45 and your periods have become infrequent or stopped, with or without menopause symptoms. Under 40, NICE advises diagnosing POI from your symptoms and raised levels of a hormone called FSH in two blood tests taken 4 to 6 weeks apart. You may be referred to a specialist.

## Why treatment matters

Oestrogen helps protect your bones and heart. Going without it from a young age raises the risk of osteoporosis and heart disease.

- NICE recommends hormone treatment for women with POI, either HRT or a combined hormonal contraceptive, unless there is a medical reason not to, and continuing it until at least the natural age of menopause (around 51).
- Women with an early menopause between 40 and 45 are usually advised the same.
- At this age, HRT replaces hormones your body would normally still be making. The risks of HRT described for women over 50, such as breast cancer, do not apply in the same way: there is no evidence that HRT raises the risk above that of women of the same age whose ovaries still work.

## Fertility and contraception

Some women with POI still release an egg now and then, and about 5 to 10 in 100 become pregnant naturally. HRT is not a contraceptive, so use contraception if you do not want to get pregnant. If you would like to have children, ask for an early referral to a fertility specialist.

## Support

An early menopause can be hard to come to terms with. NICE recommends offering psychological support to women who need it. The Daisy Network is a UK charity for women with POI.

${SEE_A_GP}
`,
  },
  {
    key: 'menopause-after-breast-cancer',
    title: 'Menopause after breast cancer',
    description:
      'Why breast cancer treatment can bring on or worsen menopause symptoms, and the options NICE describes for hot flushes, vaginal dryness and bones.',
    category: 'medical',
    tab: 'educational_articles',
    tier: 'base',
    featureInWeek: 15,
    reviewedOn: REVIEWED_ON,
    reviewIntervalMonths: 12,
    sources: [NICE_NG101, NICE_NG23, whcFactsheet('Breast cancer and menopause'), BREAST_CANCER_NOW],
    body: `
Treatment for breast cancer can bring on menopause or make its symptoms worse. Chemotherapy can stop the ovaries working, and medicines such as tamoxifen and aromatase inhibitors often cause hot flushes and vaginal dryness. Your breast care nurse and cancer team know your treatment best; this page explains the options NICE describes, so you can talk them through.

## HRT

HRT is not usually offered after breast cancer. NICE guideline NG101 says that HRT should be stopped when breast cancer is diagnosed, and offered afterwards only in exceptional cases, such as severe symptoms that nothing else helps, after a full discussion with your cancer specialist.

## Hot flushes and night sweats

- Menopause-specific CBT helps many women after breast cancer feel less bothered by hot flushes and night sweats (NICE guideline NG23).
- Some non-hormonal medicines can help. SSRI antidepressants such as paroxetine and fluoxetine must not be taken with tamoxifen (NICE guideline NG101); your doctor will choose one that is safe with your treatment. See [Treatments without hormones](/content/non-hormonal-treatments).
- Soya isoflavone, red clover and black cohosh supplements are not recommended (NICE guideline NG101). Ordinary amounts of soya in food are fine.
- Layers, a fan, a cool bedroom, and cutting down on alcohol and caffeine help many women.

## Vaginal dryness and pain during sex

Start with vaginal moisturisers and lubricants. If they are not enough, talk to your cancer team about vaginal oestrogen, particularly if you take an aromatase inhibitor. See [Vaginal dryness and urinary symptoms](/content/vaginal-and-urinary-symptoms).

## Bones

Aromatase inhibitors and an early menopause both thin the bones. NICE recommends a bone density scan for women starting an aromatase inhibitor, and treatment if it shows bone loss.

## In this app

If your health assessment records breast cancer, your meal plans do not favour soya dishes for hot flushes, and no recipe is said to ease your symptoms.

## Support

Breast Cancer Now offers information and a free helpline.

${SEE_A_GP}
`,
  },
  {
    key: 'hrt-prepayment-certificate',
    title: 'Paying less for HRT in England: the prepayment certificate',
    description:
      'How the HRT prescription prepayment certificate works in England, what it covers and does not, and how to get one.',
    category: 'education',
    tab: 'educational_articles',
    tier: 'base',
    featureInWeek: 16,
    reviewedOn: REVIEWED_ON,
    // Prescription charges change each April.
    reviewIntervalMonths: 12,
    sources: [NHSBSA_HRT_PPC, NHSBSA_HRT_PPC_MEDICINES, NHS.hrt],
    body: `
In England most adults pay a charge for each NHS prescription item. If you pay for your HRT, an HRT prescription prepayment certificate (HRT PPC) can save you money.

## What it is

- One payment, the same as two single prescription charges, covers all your eligible HRT prescriptions for 12 months, however many items you need.
- It covers the HRT medicines on the NHS Business Services Authority's list: many oestrogen and progestogen tablets, patches, gels, sprays, pessaries and creams. Check your own medicines on the list before you buy.
- It does not cover testosterone, non-hormonal medicines or your other prescriptions.

## Check whether you need one

- You do not pay for prescriptions if you are 60 or over, or if you have another exemption, such as a medical exemption certificate or some benefits. The NHS eligibility checker tells you.
- Prescriptions are free in Scotland, Wales and Northern Ireland.
- If you also pay for other medicines, a general 3-month or 12-month prepayment certificate, which covers every prescription, may save you more.

## How to get it

- online from the NHS Business Services Authority
- in person at some pharmacies
- by phone from the NHS Business Services Authority

It can start on the day you buy it or be backdated by up to a month. Ask your GP practice to put your HRT on a separate prescription from any other medicines, so the pharmacy can apply the certificate.

${SEE_A_GP}
`,
  },
  {
    key: 'menopause-at-work',
    title: 'Menopause at work',
    description: 'Your rights at work, the adjustments that often help, and how to raise it with your employer.',
    category: 'education',
    tab: 'educational_articles',
    tier: 'base',
    featureInWeek: 17,
    reviewedOn: REVIEWED_ON,
    reviewIntervalMonths: 12,
    sources: [ACAS_MENOPAUSE, EHRC_MENOPAUSE, NHS.menopause],
    body: `
Most women going through menopause are working, and hot flushes, poor sleep, brain fog and heavy or unpredictable periods can make work harder. You do not have to manage on your own.

## Your rights

- The Equality Act 2010 protects you from being treated unfairly at work because of menopause symptoms. This can be discrimination because of sex or age, and, where symptoms have a substantial and long-term effect on your day-to-day life, because of disability (Equality and Human Rights Commission guidance, 2024).
- Where your symptoms amount to a disability, your employer must make reasonable adjustments.
- Employers must assess risks to health and safety at work, and that includes workers going through menopause.

## Adjustments that often help

- a desk near a window or a fan, control over heating, and easy access to cold drinking water
- uniforms in cooler fabrics, and a spare set
- flexible hours or working from home, and time off for medical appointments
- easy access to toilets
- regular breaks and a quiet space
- written notes of meetings and instructions

## Raising it

- Keep a note of your symptoms and how they affect your work; the daily check-in can help.
- Ask whether your employer has a menopause policy, and talk to your manager, human resources or occupational health. A trade union representative can support you.
- A GP can give a fit note saying you "may be fit for work" with changes that would help.
- Acas gives free, confidential advice to employees and employers.

${SEE_A_GP}
`,
  },
]
