/**
 * The seeded course (cms/collections/Courses/seed.ts): four weeks of
 * menopause-specific CBT for hot flushes and night sweats, after a baseline
 * week. Written in the product's own words; it follows the published
 * structure of guided self-help in the MENOS trials (psychoeducation and
 * paced breathing; thoughts and behaviour; sleep and night sweats; review and
 * keeping it going) and cites them with NICE NG23 (2024). No text of the
 * trials' manuals is copied. Editors keep it in /admin from then on.
 */
import type { CourseContent } from './course'

export const HOT_FLUSHES_COURSE_SLUG = 'hot-flushes-and-night-sweats'

const SOURCES = {
  nice: { title: 'NICE NG23: Menopause: identification and management (updated November 2024)', url: 'https://www.nice.org.uk/guidance/ng23' },
  niceRecs: { title: 'NICE NG23 recommendations: cognitive behavioural therapy for vasomotor symptoms and sleep', url: 'https://www.nice.org.uk/guidance/ng23/chapter/Recommendations' },
  menos1: {
    title: 'Mann E et al. Cognitive behavioural treatment for women who have menopausal symptoms after breast cancer treatment (MENOS 1). Lancet Oncology 2012;13:309-18',
    url: 'https://doi.org/10.1016/S1470-2045(11)70364-3',
  },
  menos2: {
    title: 'Ayers B et al. Effectiveness of group and self-help cognitive behavior therapy in reducing problematic menopausal hot flushes and night sweats (MENOS 2). Menopause 2012;19:749-59',
    url: 'https://doi.org/10.1097/gme.0b013e31823fe835',
  },
  insomnia: { title: 'NHS: Insomnia', url: 'https://www.nhs.uk/conditions/insomnia/' },
  talking: {
    title: 'NHS Talking Therapies, for anxiety and depression',
    url: 'https://www.nhs.uk/mental-health/talking-therapies-medicine-treatments/talking-therapies-and-counselling/nhs-talking-therapies/',
  },
} as const

export const HOT_FLUSHES_COURSE: CourseContent = {
  slug: HOT_FLUSHES_COURSE_SLUG,
  title: 'Hot flushes and night sweats: a four-week CBT course',
  summary:
    'Cognitive behavioural therapy (CBT) made for menopause: a week to see where you are, then four weekly sessions of reading, practice and one small task. NICE recommends considering it for hot flushes, night sweats and sleep problems, alongside HRT or instead of it.',
  what_it_is_not:
    'This course is self-help. It is not a replacement for your GP, for HRT or for other treatment, and it does not diagnose anything. You can take it alongside HRT or if you cannot or choose not to take HRT. CBT does not usually make flushes happen less often; it helps them bother you less and get in the way less.',
  see_a_doctor:
    'See your GP if you have any bleeding after your periods have stopped for 12 months, bleeding between periods or after sex, flushes or sweats that come with fever, weight loss or feeling unwell, or symptoms that stop you living your life. If you feel low or hopeless, or think about harming yourself, get support now.',
  reviewed_on: '2026-11-20',
  reviewer: 'Clinical content team',
  sources: [SOURCES.nice, SOURCES.niceRecs, SOURCES.menos1, SOURCES.menos2],
  weeks: [
    {
      week: 0,
      title: 'Your starting point',
      sessions: [
        {
          id: 'baseline',
          title: 'A week of your diary and your first rating',
          touches_mood: false,
          body: `Before changing anything, it helps to know where you are starting from. For the next seven days, log each hot flush and night sweat in the flush diary: roughly when it happened, how strong it felt, and anything you noticed beforehand. A tap or two is enough; you do not need to be precise.

At the end of this step you will rate three things on a scale of 1 to 10: how much of a problem your flushes and sweats were this week, how much they got in the way of your daily life, and how much they disturbed your sleep. These are the same three questions you will answer each week, so you can see whether anything is changing.

Many women find that simply watching their flushes for a week teaches them something: they cluster at certain times, follow a hot drink or a rushed morning, or feel worse on days that were already hard. Notice these patterns without judging them. They are information, not failure.

Your rating is about how much the flushes bother you, not only how many there are. In the trials this course is based on, women often had about as many flushes at the end as at the start, yet rated them as much less of a problem, and that change lasted.`,
          practice: 'Each evening, take two minutes to look back over your diary for the day and notice one thing about when your flushes came.',
          practice_link: null,
          task: 'Log your flushes and night sweats for seven days, then rate your week.',
          sources: [SOURCES.nice, SOURCES.menos2],
        },
      ],
    },
    {
      week: 1,
      title: 'Understanding flushes',
      sessions: [
        {
          id: 'session-1',
          title: 'What a flush is, the stress–flush cycle and paced breathing',
          touches_mood: true,
          body: `Falling and changing oestrogen levels make the brain's temperature control more sensitive. A small rise in core temperature, which would once have gone unnoticed, now sets off the body's cooling response: blood vessels in the skin widen, you feel a wave of heat, your heart may race, and you sweat. Then the body cools, sometimes so much that you feel chilly. A flush is uncomfortable, but it is not dangerous, and it always passes, usually within a few minutes.

Stress does not cause flushes on its own, but it makes them easier to trigger and harder to bear. When you are tense, your body is already running hot and fast. A flush then feels like a threat ("everyone can see", "I can't cope"), which adds more tension, which makes the next flush more likely and more distressing. This is the stress–flush cycle. CBT works on the parts of the cycle you can influence: how you breathe, what you tell yourself, and what you do.

Paced breathing is slow, deep breathing from the belly, at about six to eight breaths a minute. Practised regularly, it lowers the body's general level of arousal, and used at the start of a flush, it gives you something to do other than brace against it. Breathe in gently through your nose for a count of four, letting your stomach rise, and out slowly through your mouth for a count of five or six, letting your shoulders drop.

If you notice that stress or low mood is a big part of how you feel, that matters in its own right. Support is available, and looking after your mood is part of this course, not separate from it.`,
          practice: 'Paced breathing twice a day for ten minutes, and for a minute or two at the start of each flush. The library’s calm breathing practice guides you through it.',
          practice_link: '/content/calm-breathing',
          task: 'This week, try paced breathing at the first sign of at least three flushes, and note in your diary what happened.',
          sources: [SOURCES.nice, SOURCES.menos1, SOURCES.menos2],
        },
      ],
    },
    {
      week: 2,
      title: 'Triggers and thoughts',
      sessions: [
        {
          id: 'session-2',
          title: 'Triggers, unhelpful thoughts and calmer ones; coping at work and with people',
          touches_mood: true,
          body: `Look back over your diary. Some triggers are physical: hot drinks, alcohol, spicy food, a warm room, rushing. Others are situations: a meeting, a crowded train, a difficult conversation. You cannot avoid every trigger, nor should you have to, but small changes help: layers you can take off, a fan or cold water to hand, a window seat, a moment to slow down before a stressful task.

Thoughts matter as much as triggers. During a flush many women think things like "everyone is staring at me", "I look unprofessional", "I'm losing control" or "this will never stop". These thoughts are understandable, but they turn up the alarm. They are also rarely the whole truth: other people notice far less than we fear, and a flush always passes.

A calmer thought is not forced cheerfulness. It is a fairer, more balanced way of seeing the same moment: "It's a flush; it will pass in a couple of minutes", "People are focused on the meeting, not my face", "I can carry on talking while it passes". Writing thoughts down helps you catch them, which is why this session comes with a thought record: the situation, the thought you had, and a calmer one.

At work and with people, it often helps to say something simple and matter-of-fact ("I'm having a hot flush, give me a moment") rather than hide it. Many workplaces have menopause policies; asking for a desk fan, a cooler seat or flexibility is reasonable. If worries are taking over your days, or your mood is low most of the time, talking to someone can help.`,
          practice: 'When a flush starts: notice the thought, breathe slowly, and say your calmer thought to yourself while the flush passes.',
          practice_link: '/content/hot-flush-pause',
          task: 'Fill in at least three thought records this week: the situation, the thought and a calmer thought.',
          sources: [SOURCES.nice, SOURCES.menos1, SOURCES.menos2, SOURCES.talking],
        },
      ],
    },
    {
      week: 3,
      title: 'Sleep and night sweats',
      sessions: [
        {
          id: 'session-3',
          title: 'Sleep, night sweats and getting back to sleep',
          touches_mood: true,
          body: `Night sweats and broken sleep often go together, but much of the harm comes not from the sweat itself but from what follows: lying awake, checking the clock, worrying about tomorrow. CBT for insomnia, which NICE recommends for sleep problems in menopause, works on exactly that.

Prepare for the night: a cool bedroom, layers of light bedding you can push off, cotton or moisture-wicking nightwear, and a glass of cold water beside the bed. A spare top within reach means you can change without fully waking up.

When a sweat wakes you, keep the lights low, cool down, and use your paced breathing. Notice the thoughts that come: "I'll never get back to sleep", "tomorrow will be awful". Answer them with calmer ones: "I've got back to sleep before", "even a tired day is manageable". If you have been awake for what feels like twenty minutes or more, get up and do something quiet and dull in dim light until you feel sleepy, then go back to bed. This teaches your body that bed is for sleeping, not for lying awake.

Keep a regular getting-up time, even after a bad night, and avoid long daytime naps. Cut down on caffeine after midday and on alcohol in the evening, which both make night sweats and waking more likely. Worry and low mood can keep sleep broken long after the sweats ease; if that is how you feel, support is there.`,
          practice: 'A wind-down of 20 minutes before bed, ending with paced breathing or the body scan, and the same getting-up time every day this week.',
          practice_link: '/content/body-scan',
          task: 'Set up your bedroom for night sweats, and when you wake with one, try cooling down and paced breathing before anything else.',
          sources: [SOURCES.nice, SOURCES.niceRecs, SOURCES.insomnia, SOURCES.menos2],
        },
      ],
    },
    {
      week: 4,
      title: 'Keeping it going',
      sessions: [
        {
          id: 'session-4',
          title: 'Looking back at your starting point, keeping it going and setbacks',
          touches_mood: false,
          body: `Compare this week with your baseline: your three ratings and your diary. Many women find the number of flushes has changed little while the problem rating has fallen. That is the change CBT aims for, and in the MENOS trials it lasted for months after the course ended.

Look at what helped most. Was it paced breathing, a calmer thought you keep coming back to, a change at work, or the way you now handle waking at night? Write down your three most useful tools in your own words; they are your plan.

Setbacks are normal. A run of bad nights, a stressful month, illness or a change in treatment can bring the flushes back to the front of your mind. A setback is not a sign that the course has failed or that you have gone back to the start. When it happens, go back to the basics: a few days of diary, daily paced breathing, and a thought record or two. You can reopen any session at any time.

Keep rating your week now and then, so you can see how things go. If your symptoms are still stopping you from living your life, talk to your GP: CBT can be used alongside HRT or other treatments, and there are options to discuss.`,
          practice: 'Keep paced breathing as a daily habit, even for a few minutes, and reach for it at the start of a flush.',
          practice_link: '/content/calm-breathing',
          task: 'Rate this week and compare it with your baseline, then write your own three-point plan for keeping it going and for the next setback.',
          sources: [SOURCES.nice, SOURCES.menos1, SOURCES.menos2],
        },
      ],
    },
  ],
}
