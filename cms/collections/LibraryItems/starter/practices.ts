import { CORRECTED_ON, EXERCISE_SAFETY, NHS, NICE_NG123, NICE_NG23, NICE_QS77, NOT_MEDICAL_ADVICE, ROS } from './sources'
import type { StarterItem } from './types'

/**
 * Guided relaxation scripts (read them, or press Listen to have the device
 * read them aloud) and gentle exercise sessions written step by step. No
 * recordings are invented: audio and video arrive when editors upload them.
 */
export const MINDFULNESS: StarterItem[] = [
  {
    key: 'calm-breathing',
    title: 'Calm breathing: a five-minute practice',
    description: 'A short guided breathing exercise to settle stress and anxiety, wherever you are.',
    category: 'mindfulness',
    tab: 'rtt_mindfulness',
    tier: 'base',
    listenAloud: true,
    featureInWeek: 0,
    reviewedOn: CORRECTED_ON,
    reviewIntervalMonths: 24,
    sources: [NHS.breathing, NHS.mindfulness],
    body: `
This practice takes about five minutes. You can do it sitting, standing or lying down, at any time of day. Read it through, or press Listen and follow along.

## Settle

Find a position where you feel supported. If you are sitting, rest your feet flat on the floor, hip-width apart. Let your hands rest in your lap or on your thighs.

If it feels comfortable, close your eyes. If not, let your gaze rest softly on the floor in front of you.

## Notice your breath

Breathe in the way that feels natural. There is no need to change anything yet. Just notice the air coming in and going out.

## Slow it down

Now let your breath become a little slower and deeper. Breathe in gently through your nose, letting your belly rise, and count to four.

Without holding your breath, breathe out gently through your mouth, counting to five or six.

Breathe in, two, three, four.

And out, two, three, four, five.

Keep going at this gentle pace. If counting feels awkward, simply make each out-breath a little longer than the in-breath.

Continue for about three minutes. If your mind wanders, that is normal. Notice where it went, and kindly bring your attention back to the next breath.

## Return

Let your breathing return to its own rhythm. Notice the weight of your body where it is supported. Notice the sounds around you.

When you are ready, open your eyes. Take a moment before you carry on with your day.

_If breathing exercises make you feel dizzy or more anxious, stop and breathe normally. The NHS suggests practising every day, so it becomes a habit you can use when you need it._

${NOT_MEDICAL_ADVICE}
`,
  },
  {
    key: 'body-scan',
    title: 'Body scan for winding down',
    description: 'A ten-minute guided body scan to relax before sleep, moving attention gently from your feet to your head.',
    category: 'mindfulness',
    tab: 'rtt_mindfulness',
    tier: 'base',
    listenAloud: true,
    featureInWeek: 1,
    reviewedOn: CORRECTED_ON,
    reviewIntervalMonths: 24,
    sources: [NHS.mindfulness, NHS.insomnia],
    body: `
This body scan takes about ten minutes. It works well in bed as part of a wind-down routine. It is a practice of noticing, not of getting anything right. Read it, or press Listen.

## Getting ready

Lie on your back with your arms by your sides, or curl up on your side if that is more comfortable. Let the bed or floor take your weight.

Take three slower breaths, letting each out-breath be long and easy.

## Feet and legs

Bring your attention to your toes. Notice whatever is there: warmth, coolness, tingling, or nothing at all. Each of these is fine.

Move your attention to the soles of your feet, your heels and the tops of your feet.

Now your ankles, your lower legs and your knees. If you notice tension, imagine breathing into that place, and on the out-breath let it soften a little.

Move up to your thighs, feeling their weight sinking down.

## Hips, belly and back

Notice your hips and the base of your spine where they touch the bed.

Bring your attention to your belly, rising as you breathe in and falling as you breathe out.

Move slowly up your back, noticing any places that feel tight, and any that feel at ease.

## Chest, hands and arms

Notice your chest moving with each breath, and perhaps the beat of your heart.

Bring your attention to your fingers and thumbs, your palms, your wrists. Then your forearms, elbows and upper arms. Let your arms feel heavy.

## Shoulders, neck and face

Notice your shoulders. Many of us hold tension here. On your next out-breath, let them drop a little.

Move to your neck and throat, then your jaw. Let your teeth part slightly and your tongue rest.

Notice your cheeks, the muscles around your eyes, your forehead, and the top of your head.

## The whole body

Now hold your whole body in your attention at once, breathing gently, resting.

If you feel hot at any point, simply notice the warmth and let it pass through, without needing to do anything.

Stay here as long as you like. If you are drifting off to sleep, let yourself go.

${NOT_MEDICAL_ADVICE}
`,
  },
  {
    key: 'hot-flush-pause',
    title: 'A mindful pause for when a hot flush starts',
    description: 'A one-minute guided pause to help you stay calm and in control while a hot flush passes.',
    category: 'mindfulness',
    tab: 'rtt_mindfulness',
    tier: 'base',
    listenAloud: true,
    featureInWeek: 2,
    reviewedOn: CORRECTED_ON,
    reviewIntervalMonths: 24,
    sources: [NHS.breathing, NICE_NG23],
    body: `
This short pause takes about a minute. It does not stop a hot flush, but it can make it easier to ride out, which is one of the skills taught in menopause CBT. Learn it when you are calm, so it is ready when you need it.

## When you feel the heat rising

Stop what you are doing, if you can. Let your shoulders drop away from your ears.

Breathe in slowly through your nose.

Breathe out slowly through your mouth, a little longer than the in-breath, as if cooling a hot drink.

## Let it pass

Say to yourself: "This is a hot flush. It will peak, and then it will fade."

Notice the warmth without fighting it. Imagine it as a wave, rising, cresting, and rolling away.

Keep breathing slowly: in through the nose, long and easy out through the mouth.

## Cool and carry on

When you are ready, do one practical thing to cool down: take off a layer, sip cold water, or step into fresh air.

Then carry on with your day, at your own pace.

${NOT_MEDICAL_ADVICE}
`,
  },
  {
    key: 'progressive-muscle-relaxation',
    title: 'Progressive muscle relaxation: a full session',
    description: 'A fifteen-minute guided session that releases tension by tensing and relaxing each muscle group in turn.',
    category: 'mindfulness',
    tab: 'rtt_mindfulness',
    tier: 'plus',
    listenAloud: true,
    featureInWeek: 3,
    reviewedOn: CORRECTED_ON,
    reviewIntervalMonths: 24,
    sources: [NHS.mindfulness, NHS.insomnia],
    body: `
Progressive muscle relaxation teaches your body the difference between tension and relaxation. You tense a group of muscles gently for about five seconds, then let go for about ten seconds and notice the change. The whole session takes about fifteen minutes. Read it, or press Listen.

Tense gently: never to the point of pain. Skip any area that is injured or sore, and simply notice it instead.

## Getting ready

Sit in a supportive chair or lie down. Loosen tight clothing. Close your eyes if that is comfortable, and take a few slow breaths.

## Hands and arms

Make a fist with your right hand. Squeeze gently and hold, noticing the tightness. Now let go. Feel the warmth and heaviness flow into your hand.

Now your left hand. Make a fist, hold, and release.

Bend your elbows and tense the muscles in your upper arms. Hold. And let your arms fall, loose and heavy.

## Shoulders and neck

Raise your shoulders up towards your ears. Hold the tension. Now let them drop, and feel them settle lower than before.

Gently press your head back against the chair or floor. Hold. Release.

## Face

Raise your eyebrows as high as they go. Hold. And let your forehead smooth out.

Close your eyes tightly and scrunch your face. Hold. Release, and let your face go soft.

Press your lips together and clench your jaw gently. Hold. Let go, letting your teeth part.

## Chest and belly

Take a deep breath in and hold it for a moment, feeling your chest expand. Breathe out slowly, and let the tension go with the breath.

Tighten your stomach muscles, as if bracing. Hold. And release, letting your belly rise and fall freely.

## Back

Gently arch your lower back a little. Hold. Release, and let your back sink into the support beneath you. Skip this one if you have back pain.

## Legs and feet

Squeeze your thighs and buttocks. Hold. Release.

Point your toes away from you, feeling the calves tighten. Hold. Release.

Pull your toes up towards you. Hold. And let go.

Curl your toes under. Hold. Release.

## Rest

Now scan through your body from your feet to your head. If you find any remaining tension, breathe into it and let it go on the out-breath.

Rest here for a few minutes, breathing easily, feeling heavy and warm.

When you are ready, wiggle your fingers and toes, take a deeper breath, and open your eyes. Get up slowly.

_Practised daily for a few weeks, relaxation becomes quicker and easier to call on when you are stressed or cannot sleep._

${NOT_MEDICAL_ADVICE}
`,
  },
]

export const TRAINING: StarterItem[] = [
  {
    key: 'morning-mobility',
    title: 'Gentle morning mobility: a 10-minute routine',
    description: 'Written step by step: easy moves to loosen stiff joints and wake up the body, with options to do them seated.',
    category: 'training',
    tab: 'training_videos',
    tier: 'base',
    featureInWeek: 4,
    reviewedOn: CORRECTED_ON,
    reviewIntervalMonths: 24,
    sources: [NHS.activityGuidelines],
    body: `
${EXERCISE_SAFETY}

Joint stiffness is common around menopause. This routine takes about ten minutes and needs no equipment. Stand near a wall or a sturdy chair for support, or do every move seated.

## Warm up (2 minutes)

1. March on the spot, or lift your knees alternately while seated, for one minute. Swing your arms gently.
2. Roll your shoulders backwards slowly 5 times, then forwards 5 times.

## Mobility (6 minutes)

1. **Neck turns**: slowly turn your head to look over your right shoulder, back to the middle, then to the left. 5 times each way. Keep the movement small and comfortable.
2. **Arm circles**: arms out to the sides, draw small circles forwards for 10 counts, then backwards for 10.
3. **Side reach**: feet hip-width apart, reach your right arm up and over towards the left, feeling a stretch along your side. Return and switch. 5 each side.
4. **Hip circles**: hands on hips, draw slow circles with your hips, 5 each way. Seated: gently rock your pelvis forwards and back.
5. **Heel raises**: holding the chair, rise up onto your toes, then lower slowly. 10 times.
6. **Ankle circles**: lift one foot slightly and circle the ankle 5 times each way. Switch feet.
7. **Knee lifts**: holding the chair, lift one knee towards your chest, lower, and switch. 10 in total.

## Cool down (2 minutes)

1. **Calf stretch**: hands on the wall, step one foot back, heel down, until you feel a stretch in the calf. Hold for 15 seconds each side.
2. **Chest opener**: clasp your hands behind your back, or hold the sides of the chair, and gently lift your chest. Hold for 15 seconds, breathing easily.
3. Finish with three slow breaths.

## Building up

Do this daily if you like. It is a good start, and it counts towards the NHS guideline for adults of at least 150 minutes of moderate activity a week, plus strength exercises on 2 days.

${NOT_MEDICAL_ADVICE}
`,
  },
  {
    key: 'pelvic-floor',
    title: 'Pelvic floor exercises: a daily routine',
    description: 'Step-by-step instructions for strengthening the pelvic floor, which can help with leaks and urgency that often start around menopause.',
    category: 'training',
    tab: 'training_videos',
    tier: 'base',
    featureInWeek: 5,
    reviewedOn: CORRECTED_ON,
    reviewIntervalMonths: 24,
    sources: [NHS.pelvicFloor, NICE_NG123, NICE_QS77, NHS.vaginalDryness],
    body: `
The pelvic floor is a sling of muscles that supports your bladder, bowel and womb. Lower oestrogen can weaken it, and leaking when you cough, sneeze or exercise, or a sudden urge to pee, become more common. Pelvic floor exercises help. NICE's quality standard says women with stress or mixed urinary incontinence should be offered at least 3 months of supervised pelvic floor muscle training, with a specialist physiotherapist or continence nurse, as the first treatment. The routine below is a start you can do on your own.

You can do them anywhere: sitting, standing or lying down. Nobody can tell you are doing them.

## Finding the right muscles

Imagine you are trying to stop yourself passing wind and, at the same time, stop the flow of urine. The muscles you squeeze and lift are your pelvic floor. Do not actually stop your urine mid-flow as an exercise; just use the idea to find the muscles.

Keep breathing normally. Your tummy, buttocks and thighs should stay relaxed.

## Slow squeezes

1. Squeeze and lift your pelvic floor muscles.
2. Hold for as long as you can, up to 10 seconds.
3. Relax fully for a few seconds.
4. Repeat, up to 10 times.

If you can only hold for 2 or 3 seconds at first, that is fine. Build up over the weeks.

## Quick squeezes

1. Squeeze and lift quickly, then let go straight away.
2. Repeat up to 10 times.

## How often

Do a set of slow and quick squeezes 3 times a day. It helps to link them to something you do every day, such as brushing your teeth or boiling the kettle. The NHS Squeezy app can remind you.

## What to expect

It usually takes around 3 months of regular exercises to notice a difference. Keep going after that to keep the benefit.

## When to get help

See a GP if leaking or urgency is troubling you, if you feel a heaviness or a bulge in the vagina, or if the exercises are not helping after 3 months. A GP can refer you to a specialist physiotherapist for supervised training. Vaginal oestrogen can also help with urinary symptoms after menopause: see [Vaginal dryness and urinary symptoms](/content/vaginal-and-urinary-symptoms).

${NOT_MEDICAL_ADVICE}
`,
  },
  {
    key: 'strength-and-balance',
    title: 'Strength and balance for stronger bones: a 25-minute session',
    description:
      'A written full-body strength and balance session using body weight and a chair, building the muscle and bone strength that protects you as oestrogen falls.',
    category: 'training',
    tab: 'training_videos',
    tier: 'plus',
    featureInWeek: 6,
    reviewedOn: CORRECTED_ON,
    reviewIntervalMonths: 24,
    sources: [NHS.activityGuidelines, NHS.osteoporosisPrevention, ROS],
    body: `
${EXERCISE_SAFETY}

Muscle-strengthening and weight-bearing exercise help keep bones and muscles strong after menopause, and balance work lowers the risk of falls. The NHS recommends strength activities on at least 2 days a week. This session takes about 25 minutes. You need a sturdy chair without wheels, and a wall.

Move slowly and with control. Breathe out as you make the effort, and never hold your breath.

## Warm up (5 minutes)

1. March on the spot for 2 minutes, lifting your knees and swinging your arms.
2. Step side to side for 1 minute, adding a gentle arm reach.
3. Roll your shoulders 10 times, and circle each ankle 5 times each way.
4. Do 10 slow half-squats: bend your knees a little as if about to sit, then stand tall.

## Strength (15 minutes)

Do each exercise 8 to 12 times. Rest for 30 seconds, then repeat the whole set once or twice more. When 12 feels easy, slow the movement down, or add a third round.

1. **Sit to stand**: sit towards the front of the chair, feet hip-width apart. Lean forward slightly and stand up without using your hands if you can. Slowly sit back down.
2. **Wall press-ups**: stand an arm's length from a wall, hands on it at shoulder height. Bend your elbows to bring your chest towards the wall, then push back. Step further back to make it harder.
3. **Heel raises**: holding the back of the chair, rise onto your toes, pause, and lower slowly.
4. **Side leg raises**: holding the chair, lift one leg out to the side with your toes facing forward, then lower. Do all on one side, then switch.
5. **Back extension**: standing tall with your back to the wall, gently press your shoulders and the back of your head towards the wall, squeezing your shoulder blades together. Hold for 5 seconds, relax. This strengthens the muscles that support good posture.
6. **Step-ups**: step up onto the bottom stair, holding the rail, then step down. Lead with the same leg 8 times, then switch.

## Balance (3 minutes)

Stand next to the chair and hold it lightly at first.

1. **Heel-to-toe stand**: put one foot directly in front of the other, heel touching toes. Hold for 10 to 30 seconds. Switch feet.
2. **One-leg stand**: lift one foot slightly off the floor and hold for up to 30 seconds. Switch.

As you get steadier, hold the chair with one finger, then hover your hand above it.

## Cool down (2 minutes)

1. Calf stretch against the wall: 20 seconds each side.
2. Standing thigh stretch, holding the chair: bend one knee and hold your ankle or trouser leg behind you for 20 seconds, or rest your foot on a low step. Switch.
3. Three slow, deep breaths.

## Adding impact, if it suits you

For bone strength, the Royal Osteoporosis Society encourages brief bursts of moderate impact, such as stamping, jogging on the spot or low jumps, on most days, for people who are able. If you have osteoporosis or have had a spinal fracture, get advice on what is right for you first.

${NOT_MEDICAL_ADVICE}
`,
  },
]
