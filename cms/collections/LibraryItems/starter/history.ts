/**
 * The versions of the starter library, so a database seeded with an older
 * one can be brought up to date without touching what editors changed
 * (./update.ts). Raise STARTER_VERSION whenever starter content changes, and
 * describe each change for the editors who kept their own version.
 */
export const STARTER_VERSION = 2

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
