/**
 * The versions of the starter library, so a database seeded with an older
 * one can be brought up to date without touching what editors changed
 * (./update.ts). Raise STARTER_VERSION whenever starter content changes, and
 * describe each change for the editors who kept their own version.
 */
export const STARTER_VERSION = 3

export interface PastStarterItem {
  title: string
  description: string
  /** contentFingerprint (./fingerprint.ts) of the item exactly as that version seeded it. */
  fingerprint: string
}

/**
 * Version 1 (first seeded until 25 November 2026). Its items carried no key,
 * so they are found by title, or by description where an editor retitled one.
 * The full text is kept in tests/fixtures/starter-library-v1.json, which a test
 * holds to these fingerprints.
 */
export const STARTER_V1: Record<string, PastStarterItem> = {
  'what-is-perimenopause': {
    title: 'What is perimenopause?',
    description: 'The years of change before periods stop: what is happening in your body, how long it can last, and when to talk to a GP.',
    fingerprint: '335c9640850394d83146ddb93d45762b4b2fa5e0192c78045d10764c02397f27',
  },
  symptoms: {
    title: 'Perimenopause and menopause symptoms',
    description: 'The common physical and emotional symptoms, why they happen, and the signs that mean you should see a doctor.',
    fingerprint: 'f76a9468237cadd7e348f589f7e35018644cea6eea2fdb66cdc48d70b32601d0',
  },
  'hrt-options': {
    title: 'HRT: the options in plain words',
    description: 'What hormone replacement therapy is, the main types, the ways it can be taken, and what to expect in the first months.',
    fingerprint: '1fe384a9783eaab52815c9a2084d9bf8997dbff68ea0b32587d51609873e9c30',
  },
  'hrt-risks': {
    title: 'HRT: benefits and risks, weighed honestly',
    description: 'What the evidence says about breast cancer, blood clots, stroke and heart disease, and how the type of HRT changes the risk.',
    fingerprint: 'e86e1497844a7f01b6e64434777a5e6af4e44465e617155ef6a4ef800dc56f96',
  },
  'bone-health': {
    title: 'Looking after your bones',
    description: 'Why bones thin faster after menopause, and what helps: exercise, calcium, vitamin D, and knowing your risk.',
    fingerprint: '8235adf19c098c913d0841a2e7587c142dedc0bd10b1bdf9a4ab2f6beb104066',
  },
  'heart-health': {
    title: 'Your heart after menopause',
    description: 'Why heart and circulation risks rise after menopause, the numbers worth knowing, and everyday steps that protect you.',
    fingerprint: '3ac83c3466d7f6bee1061bc3649d1299df0b07fc1554621fa41831eda180ab25',
  },
  'eating-well': {
    title: 'Eating well through menopause',
    description: 'A balanced plate for this stage of life, the nutrients that matter most, and what the evidence says about soya and supplements.',
    fingerprint: 'dac9d8422e74d602ad5f59e639f98f0257be3ae77cdcfb0fb47cfb40552e695e',
  },
  sleep: {
    title: 'Sleeping better through menopause',
    description: 'Why sleep gets harder, practical changes that help tonight, and the treatments that work when it does not improve.',
    fingerprint: '19f45ae255fa497ae7c36045f4239b4bc63a26d564146df2c4f3bcc898c69c5a',
  },
  'cbt-hot-flushes': {
    title: 'CBT skills for hot flushes and night sweats',
    description:
      'The techniques used in menopause-specific cognitive behavioural therapy, explained so you can start practising them, and how to find a course.',
    fingerprint: 'e273e952490ba8e92497f5e6eb1338e79c73e7a513a832c30618e376d9487ad5',
  },
  'calm-breathing': {
    title: 'Calm breathing: a five-minute practice',
    description: 'A short guided breathing exercise to settle stress and anxiety, wherever you are.',
    fingerprint: 'cb4c6a081a66eadaa7811cd8a6a40e3ca9b3634b7b1499b0bb49a23d44c88e8b',
  },
  'body-scan': {
    title: 'Body scan for winding down',
    description: 'A ten-minute guided body scan to relax before sleep, moving attention gently from your feet to your head.',
    fingerprint: '07e896d42ab66aeccac47658c90631e758e8ae42a0ca9202b7321fe66fdbaf8d',
  },
  'hot-flush-pause': {
    title: 'A mindful pause for when a hot flush starts',
    description: 'A one-minute guided pause to help you stay calm and in control while a hot flush passes.',
    fingerprint: '06765652310b3016fc72312b9f0e0efc14eec4a610313e28b7ba5bcf2cf96daf',
  },
  'progressive-muscle-relaxation': {
    title: 'Progressive muscle relaxation: a full session',
    description: 'A fifteen-minute guided session that releases tension by tensing and relaxing each muscle group in turn.',
    fingerprint: '8923844c58110e191dce3964307acbf2eddfdc0728a6fc1808a7c03b274d7eef',
  },
  'morning-mobility': {
    title: 'Gentle morning mobility: a 10-minute routine',
    description: 'Written step by step: easy moves to loosen stiff joints and wake up the body, with options to do them seated.',
    fingerprint: 'b1533b425f86ff62e5e00160647728b45ee65c3fbf3e2d45d38b1142755cc660',
  },
  'pelvic-floor': {
    title: 'Pelvic floor exercises: a daily routine',
    description:
      'Step-by-step instructions for strengthening the pelvic floor, which can help with leaks and urgency that often start around menopause.',
    fingerprint: '345d01644d857651f421eb4359fbfba63bb4b50fb7b62a57ef5ffd7bdfdcdad6',
  },
  'strength-and-balance': {
    title: 'Strength and balance for stronger bones: a 25-minute session',
    description:
      'A written full-body strength and balance session using body weight and a chair, building the muscle and bone strength that protects you as oestrogen falls.',
    fingerprint: '5d1517f882928a723b5e71cd5e3b902851654c598e9d8b1e288a04145e6a81ae',
  },
}

/**
 * What version 2 changed in each version 1 item whose text changed: shown to
 * editors beside an item they had edited themselves, so they can bring their
 * version in line. Items missing here changed only by gaining a review date.
 */
export const CHANGES_IN_V2: Record<string, string> = {
  'what-is-perimenopause':
    'HRT is not a contraceptive; contraception until 55 where a treatment hides periods; the 52 mg levonorgestrel coil; a link to the new early menopause article.',
  symptoms: 'Bleeding that starts after the first 3 months of HRT added to "When to see a doctor", with a link to the new bleeding article.',
  'hrt-options':
    'NICE 2024: "offer" HRT for hot flushes and night sweats, "consider" it for low mood. Bleeding on HRT: report unexpected bleeding at the 3-month review; call a GP straight away if bleeding starts after 3 months, or any bleeding 12 months after periods stopped. HRT is not a contraceptive; the 52 mg levonorgestrel coil; clot risk through the skin "no greater than the baseline risk at standard doses".',
  'hrt-risks':
    'Breast cancer as the MHRA 2019 review states it: risk rises with all systemic HRT (not vaginal oestrogen) and with longer use, and some extra risk remains more than 10 years after stopping, with the MHRA absolute numbers. Dementia, womb and ovarian cancer per NICE 2024; HRT is not given to prevent heart disease or dementia; clot wording per NICE; unexplained bleeding, untreated endometrial hyperplasia and heart attack, angina or stroke added to "talk to your doctor first".',
  'bone-health':
    'Vitamin D every day all year for people with dark skin, and no more than 100 micrograms a day; calcium and vitamin D described in authorised claim wording.',
  'heart-health': '"May lower" the risk of heart disease removed: HRT is not given to prevent heart disease; clot wording per NICE.',
  'eating-well':
    'Herbal remedies: black cohosh and liver damage, St John\'s wort interactions, the THR mark; after breast cancer no soya isoflavones, red clover or black cohosh (NICE NG101). Vitamin D all year for dark skin, 100 microgram limit. Nutrients described in authorised claim wording.',
  sleep: 'NHS Talking Therapies: waits can be long.',
  'cbt-hot-flushes': 'NHS Talking Therapies: waits can be long, and not every service offers menopause-specific CBT.',
  'pelvic-floor': 'NICE quality standard: "supervised" pelvic floor muscle training; a link to the new article on vaginal and urinary symptoms.',
}

/**
 * Version 2 (seeded from 25 November 2026 until 28 November 2026). Its items
 * carry their key as slug; title and description find one whose slug an
 * editor cleared. The full text is kept in tests/fixtures/starter-library-v2.json.
 */
export const STARTER_V2: Record<string, PastStarterItem> = {
  'what-is-perimenopause': {
    title: 'What is perimenopause?',
    description: 'The years of change before periods stop: what is happening in your body, how long it can last, and when to talk to a GP.',
    fingerprint: 'b79ddbad367b0284c371d740d56ce4fd81df5b788367c674a689e538c23a902c',
  },
  symptoms: {
    title: 'Perimenopause and menopause symptoms',
    description: 'The common physical and emotional symptoms, why they happen, and the signs that mean you should see a doctor.',
    fingerprint: '0458396f3a2e3b7e76f814e2f739580fe41342dbcd4efdfef9867c7f495ba5a0',
  },
  'hrt-options': {
    title: 'HRT: the options in plain words',
    description: 'What hormone replacement therapy is, the main types, the ways it can be taken, and what to expect in the first months, including bleeding.',
    fingerprint: '46b246104f153564a9674ca1df4489f025b4c6fa3fc23bee9db15a4cf7e5f8a7',
  },
  'hrt-risks': {
    title: 'HRT: benefits and risks, weighed honestly',
    description: 'What the evidence says about breast cancer, blood clots, stroke, heart disease, dementia, and womb and ovarian cancer, with the numbers, and who should talk to a doctor first.',
    fingerprint: '0f810f43942cfd8660f2f16742b89770917884239bb3ae8e8e131a95925dafcb',
  },
  'bone-health': {
    title: 'Looking after your bones',
    description: 'Why bones thin faster after menopause, and what helps: exercise, calcium, vitamin D, and knowing your risk.',
    fingerprint: 'fa15dad056bd3ac167b36353ec9a9f7cf5854dd89fbf00e814c966540696ed53',
  },
  'heart-health': {
    title: 'Your heart after menopause',
    description: 'Why heart and circulation risks rise after menopause, the numbers worth knowing, and everyday steps that protect you.',
    fingerprint: '0fc9fdc32ef7b63483601b32729e2815c0e6cb6e21a42ef3dc7ef702ad0d3dc1',
  },
  'eating-well': {
    title: 'Eating well through menopause',
    description: 'A balanced plate for this stage of life, the nutrients that matter most, and what the evidence says about soya, supplements and herbal remedies.',
    fingerprint: 'df9a4ae339438b8ded9ed960978b3470400be020ac7c21059fa41a08322eb9e3',
  },
  sleep: {
    title: 'Sleeping better through menopause',
    description: 'Why sleep gets harder, practical changes that help tonight, and the treatments that work when it does not improve.',
    fingerprint: '08a88bdcbd74b535aa65d485af2a0a39d608740b3756b29265813418284dab87',
  },
  'cbt-hot-flushes': {
    title: 'CBT skills for hot flushes and night sweats',
    description: 'The techniques used in menopause-specific cognitive behavioural therapy, explained so you can start practising them, and how to find a course.',
    fingerprint: 'f38b20530cc56a490bd6d065318e81c0a3c63ba508b841748b53da947bb3d92a',
  },
  'bleeding-on-hrt': {
    title: 'Bleeding on HRT: what is expected and when to call your GP',
    description: 'Which bleeding is normal on each type of HRT, what to tell your doctor at the 3-month review, and when to call your GP straight away.',
    fingerprint: '78a915efd9c37cac7072688531a2514c1d747887fc4add7c957671b1c2a89737',
  },
  'vaginal-and-urinary-symptoms': {
    title: 'Vaginal dryness and urinary symptoms',
    description: 'Why dryness, soreness, pain during sex and bladder symptoms come with menopause, and the treatments that work: moisturisers, lubricants and vaginal oestrogen.',
    fingerprint: 'a261789494537cb899097475e594cdc22970c32df60e775f140694c1e8f8187b',
  },
  'non-hormonal-treatments': {
    title: 'Treatments without hormones',
    description: 'The options for hot flushes and night sweats when HRT is not for you: CBT, medicines a GP can prescribe, the newer medicines and their UK status, and herbal remedies.',
    fingerprint: '1c54260e8249a7f2c8a49b1c05f8da743b83f48270d1ff8c099218b7e8793ee9',
  },
  testosterone: {
    title: 'Testosterone for low sex drive',
    description: 'When testosterone may be offered after menopause, how it is prescribed in the UK (by specialists, and unlicensed for women), and what to expect.',
    fingerprint: '6a87ca413bbf7f2d6032bc6436670d5367041e26b0f49b5bbbfaa68a8ec87161',
  },
  'bioidentical-hormones': {
    title: '"Bioidentical" hormones: what the words mean',
    description: 'The difference between body-identical HRT, which is licensed and on the NHS, and compounded "bioidentical" hormones, whose effectiveness and safety are unknown.',
    fingerprint: 'ad039da711fea3bdee04cc973efd2f4b7da872422ef1b857ad93989e54f456b7',
  },
  'early-menopause': {
    title: 'Early menopause and premature ovarian insufficiency',
    description: 'When periods stop before 45, or before 40: the causes, getting a diagnosis, and why HRT until at least the natural age of menopause matters.',
    fingerprint: '4d938785122a1aba7918bcfeb1dd284f36add96c52eb163830265dfece40a602',
  },
  'menopause-after-breast-cancer': {
    title: 'Menopause after breast cancer',
    description: 'Why breast cancer treatment can bring on or worsen menopause symptoms, and the options NICE describes for hot flushes, vaginal dryness and bones.',
    fingerprint: '41225117c666e3d0beb74c2209d8273509fc8e1c6788ae80f9447e95d339777a',
  },
  'hrt-prepayment-certificate': {
    title: 'Paying less for HRT in England: the prepayment certificate',
    description: 'How the HRT prescription prepayment certificate works in England, what it covers and does not, and how to get one.',
    fingerprint: '4f4555ddfc9d08ee294965e84a8657f6e11e2ebd9d809a4ac1fa35cf46ee3081',
  },
  'menopause-at-work': {
    title: 'Menopause at work',
    description: 'Your rights at work, the adjustments that often help, and how to raise it with your employer.',
    fingerprint: '9887942f2e45316a16df746388008f21124c069486de0f20ffe2107641deffc3',
  },
  'calm-breathing': {
    title: 'Calm breathing: a five-minute practice',
    description: 'A short guided breathing exercise to settle stress and anxiety, wherever you are.',
    fingerprint: 'cb4c6a081a66eadaa7811cd8a6a40e3ca9b3634b7b1499b0bb49a23d44c88e8b',
  },
  'body-scan': {
    title: 'Body scan for winding down',
    description: 'A ten-minute guided body scan to relax before sleep, moving attention gently from your feet to your head.',
    fingerprint: '07e896d42ab66aeccac47658c90631e758e8ae42a0ca9202b7321fe66fdbaf8d',
  },
  'hot-flush-pause': {
    title: 'A mindful pause for when a hot flush starts',
    description: 'A one-minute guided pause to help you stay calm and in control while a hot flush passes.',
    fingerprint: '65964e52d275544a31a5fca0fdf4288c8488c578b1f5765efa5f4f73835294f3',
  },
  'progressive-muscle-relaxation': {
    title: 'Progressive muscle relaxation: a full session',
    description: 'A fifteen-minute guided session that releases tension by tensing and relaxing each muscle group in turn.',
    fingerprint: '8923844c58110e191dce3964307acbf2eddfdc0728a6fc1808a7c03b274d7eef',
  },
  'morning-mobility': {
    title: 'Gentle morning mobility: a 10-minute routine',
    description: 'Written step by step: easy moves to loosen stiff joints and wake up the body, with options to do them seated.',
    fingerprint: 'b1533b425f86ff62e5e00160647728b45ee65c3fbf3e2d45d38b1142755cc660',
  },
  'pelvic-floor': {
    title: 'Pelvic floor exercises: a daily routine',
    description: 'Step-by-step instructions for strengthening the pelvic floor, which can help with leaks and urgency that often start around menopause.',
    fingerprint: '94a325e355259f44c202a82fca115f0cf5f1b0f2c36863a42c24e77ccb8456b4',
  },
  'strength-and-balance': {
    title: 'Strength and balance for stronger bones: a 25-minute session',
    description: 'A written full-body strength and balance session using body weight and a chair, building the muscle and bone strength that protects you as oestrogen falls.',
    fingerprint: '5d1517f882928a723b5e71cd5e3b902851654c598e9d8b1e288a04145e6a81ae',
  },
}

/**
 * What version 3 changed, for editors who kept their own version of an item:
 * the clinical read against the MHRA Drug Safety Updates, the FSRH statements
 * on the 52 mg coil and NICE NG23 (issue 46). Items missing here did not change.
 */
const NOT_MEDICAL_ADVICE_ADDED = 'A closing line added: this practice is not medical advice.'

export const CHANGES_IN_V3: Record<string, string> = {
  'what-is-perimenopause':
    'FSRH: the 52 mg levonorgestrel coil protects the womb for 5 years as part of HRT, then must be replaced for that purpose; a link to the new contraception article.',
  symptoms: 'Mental and emotional symptoms link to the new low mood article and to /support (Need support now?).',
  'hrt-options':
    'FSRH: the 52 mg levonorgestrel coil protects the womb for 5 years as part of HRT, then must be replaced (up to 8 years for contraception); links to the new contraception and HRT supply articles.',
  'non-hormonal-treatments':
    'NICE NG23: SSRIs, SNRIs and clonidine not routinely offered as first-line treatment for hot flushes and night sweats alone. MHRA Drug Safety Update (2025) on fezolinetant: liver tests before starting, monthly for the first 3 months, then periodically; stop and seek advice with signs of liver injury. Elinzanetant: not in pregnancy, liver advice, sleepiness and interactions, per its UK product information.',
  testosterone: 'MHRA: testosterone gel can pass to children and partners by skin contact; wash hands, cover the area once dry, avoid skin contact.',
  'calm-breathing': NOT_MEDICAL_ADVICE_ADDED,
  'body-scan': NOT_MEDICAL_ADVICE_ADDED,
  'hot-flush-pause': NOT_MEDICAL_ADVICE_ADDED,
  'progressive-muscle-relaxation': NOT_MEDICAL_ADVICE_ADDED,
  'morning-mobility': NOT_MEDICAL_ADVICE_ADDED,
  'pelvic-floor': NOT_MEDICAL_ADVICE_ADDED,
  'strength-and-balance': NOT_MEDICAL_ADVICE_ADDED,
}

/** Each past version: the items it seeded, and what changed after it (for editors who kept their own version). */
export interface PastVersion {
  items: Record<string, PastStarterItem>
  /** The review day that version gave every item it seeded (version 1 gave none). */
  reviewedOn: string | null
  /** What each later version changed, oldest first. */
  changesSince: Array<Record<string, string>>
}

export const PAST_VERSIONS: Record<number, PastVersion> = {
  1: { items: STARTER_V1, reviewedOn: null, changesSince: [CHANGES_IN_V2, CHANGES_IN_V3] },
  2: { items: STARTER_V2, reviewedOn: '2026-11-25', changesSince: [CHANGES_IN_V3] },
}
