import { describe, expect, it } from "vitest";

import {
  canonicalise,
  canonicalWord,
  editDistance,
  readDistress,
} from "~/domain/wellbeing/distress-language";

import * as corpus from "../fixtures/distress-corpus";

/** Recall ≥ 97 % over every risk phrasing, false alarms ≤ 10 % over every figure of speech (issue's bar). */
const RECALL_AT_LEAST = 0.97;
const FALSE_ALARMS_AT_MOST = 0.1;

const RISK = [
  ...corpus.URGENT,
  ...corpus.SUPPORT,
  ...corpus.HELD_OUT_RISK,
  ...corpus.ROUND_2_RISK,
  ...corpus.ROUND_3_RISK,
  ...corpus.ROUNDS_4_TO_8_RISK,
  ...corpus.ROUND_9_RISK,
  ...corpus.ROUND_10_RISK,
];
const FIGURATIVE = [
  ...corpus.FIGURATIVE,
  ...corpus.HELD_OUT_FIGURATIVE,
  ...corpus.ROUND_2_FIGURATIVE,
  ...corpus.ROUND_3_FIGURATIVE,
  ...corpus.ROUNDS_4_TO_8_FIGURATIVE,
  ...corpus.ROUND_9_FIGURATIVE,
  ...corpus.ROUND_10_FIGURATIVE,
  ...corpus.DIARY_DAYS,
];

describe("the evaluation corpus", () => {
  it("is as wide as the bar asks: at least 200 risk phrasings and 60 figures of speech, none twice", () => {
    expect(RISK.length).toBeGreaterThanOrEqual(200);
    expect(FIGURATIVE.length).toBeGreaterThanOrEqual(60);
    expect(new Set(RISK.map((t) => t.toLowerCase())).size).toBe(RISK.length);
    expect(new Set(FIGURATIVE.map((t) => t.toLowerCase())).size).toBe(
      FIGURATIVE.length
    );
  });

  it(`finds at least ${
    RECALL_AT_LEAST * 100
  } % of the risk phrasings, and lists every miss`, () => {
    const misses = RISK.filter((text) => readDistress(text) === null);
    const recall = 1 - misses.length / RISK.length;
    // The misses are printed so a reviewer sees what the check does not yet hear.
    if (misses.length)
      console.info(
        `distress-language misses (${misses.length} of ${
          RISK.length
        }):\n${misses.join("\n")}`
      );
    expect(recall).toBeGreaterThanOrEqual(RECALL_AT_LEAST);
  });

  it(`raises at most ${
    FALSE_ALARMS_AT_MOST * 100
  } % false alarms on figures of speech, and lists each`, () => {
    const alarms = FIGURATIVE.filter((text) => readDistress(text) !== null);
    if (alarms.length)
      console.info(
        `distress-language false alarms (${alarms.length} of ${
          FIGURATIVE.length
        }):\n${alarms.join("\n")}`
      );
    expect(alarms.length / FIGURATIVE.length).toBeLessThanOrEqual(
      FALSE_ALARMS_AT_MOST
    );
  });

  it("reads every urgent phrasing (a plan, a method, a time, a goodbye, an act) as urgent", () => {
    const notUrgent = corpus.URGENT.filter(
      (text) => readDistress(text)?.level !== "urgent"
    );
    expect(notUrgent).toEqual([]);
  });

  it("keeps passive wishes and hopelessness at support, not urgent, for at least 95 % of them", () => {
    const raised = corpus.SUPPORT.filter(
      (text) => readDistress(text)?.level === "urgent"
    );
    expect(raised.length / corpus.SUPPORT.length).toBeLessThanOrEqual(0.05);
  });
});

describe("urgent when her words hold a plan, a method, a time or an act", () => {
  it.each([
    "I'm going to kill myself tonight",
    "planning my suicide",
    "I've written my note",
    "I bought paracetamol to end it",
    "I'm going to swallow the whole bottle",
    "im going to jump off the multistorey",
    "I've got the tablets ready",
    "i'm planning to overdose this weekend",
    "tonight is the night i end it",
    "I've made my peace with it and I'm ready",
    "I keep the bottle of pills under my pillow now",
  ])("%s", (text) => {
    expect(readDistress(text)?.level).toBe("urgent");
  });

  it.each([
    "I've written my note to the school about the trip",
    "planning my daughter's wedding",
    "I bought paracetamol for my headache",
    "I keep my tablets by my bed so I remember them",
  ])("but not: %s", (text) => {
    expect(readDistress(text)).toBeNull();
  });
});

describe("normalisation", () => {
  it("leaves ordinary words alone that sit within a slip of a key word", () => {
    // Each was once bent into a key word ("I was overjoyed" read as "overdosed").
    const ordinary = [
      "overjoyed",
      "overcome",
      "overdone",
      "overdue",
      "overuse",
      "holding",
      "heading",
      "hearing",
      "herding",
      "handing",
      "hapless",
      "harping",
      "killer",
      "painless",
      "pointers",
      "worthiest",
      "cuttings",
    ];
    for (const word of ordinary) expect(canonicalWord(word), word).toBe(word);
    expect(
      readDistress(
        "I was overjoyed, I have overcome so much, and the steak was overdone"
      )
    ).toBeNull();
    expect(
      readDistress("holding the baby, heading home, hearing the news")
    ).toBeNull();
  });

  it('reads words that are also names on every object ("constructor", "tostring") as words', () => {
    expect(canonicalise("the constructor hasownproperty valueof")).toEqual([
      " the constructor hasownproperty valueof ",
    ]);
  });

  it("folds case, apostrophes, punctuation and contractions", () => {
    expect(canonicalise("I DON'T want to be here!!")).toEqual([
      " i do not want to be here ",
    ]);
    expect(canonicalise("I can’t go on")).toEqual([" i can not go on "]);
    expect(canonicalise("im done")).toEqual([" i am done "]);
    expect(canonicalise("wanna die")).toEqual([" want to die "]);
    expect(canonicalise("gonna do it")).toEqual([" going to do it "]);
  });

  it("reads slang and shorthand", () => {
    expect(canonicalise("kms")).toEqual([" kill myself "]);
    expect(canonicalise("unalived")).toEqual([" unalive "]);
    expect(canonicalise("sewerslide")).toEqual([" suicide "]);
    expect(canonicalise("I OD'd")).toEqual([" i overdosed "]);
    expect(canonicalise("2nite")).toEqual([" tonight "]);
    expect(canonicalise("iwanttodie")).toEqual([" i want to die "]);
  });

  it("reads masked and numbered letters as the word they hide", () => {
    expect(canonicalWord("k*ll")).toBe("kill");
    expect(canonicalWord("d1e")).toBe("die");
    expect(canonicalWord("su1c1de")).toBe("suicide");
    expect(canonicalWord("s*icide")).toBe("suicide");
    // A time or a number is left alone.
    expect(canonicalWord("3am")).toBe("3am");
  });

  it("squeezes stretched letters", () => {
    expect(canonicalWord("diiiie")).toBe("die");
    expect(canonicalWord("killlll")).toBe("kill");
  });

  it("corrects slips within a small edit distance of the key words, and leaves ordinary words alone", () => {
    expect(canonicalWord("sucidal")).toBe("suicidal");
    expect(["suicide", "suicidal"]).toContain(canonicalWord("suicidle"));
    expect(canonicalWord("suiside")).toBe("suicide");
    expect(canonicalWord("overdoze")).toBe("overdose");
    expect(canonicalWord("myslef")).toBe("myself");
    for (const word of [
      "giving",
      "herself",
      "still",
      "garden",
      "border",
      "exit",
      "drawn",
      "hunting",
    ])
      expect(canonicalWord(word)).toBe(word);
    expect(editDistance("suicidle", "suicidal")).toBe(2);
    expect(editDistance("myslef", "myself")).toBe(1);
  });

  it("splits sentences so a risk sentence buried in an ordinary day is still read", () => {
    expect(
      readDistress(
        "Walked the dog. Made soup. I honestly wish I was dead. Early night."
      )?.level
    ).toBe("support");
  });
});

describe("context rules guard figures of speech without dropping the concept", () => {
  it.each([
    [
      '"killing me" about heat, feet or flushes',
      "these flushes are killing me",
      "I want to kill myself",
    ],
    ['"die of"', "I nearly died of embarrassment", "I want to die"],
    [
      '"dying to"',
      "dying to see the grandchildren",
      "I am dying inside and want it to end for good",
    ],
    ['"to death"', "bored to death at work", "I think about death and want it"],
    [
      "suicide prevention and awareness",
      "a suicide prevention course",
      "I feel suicidal",
    ],
    [
      "someone else's self-harm",
      "my friend's son self-harms",
      "I self-harmed again",
    ],
    [
      "an accident",
      "I cut myself chopping onions",
      "I cut myself again tonight",
    ],
    [
      "ending a relationship",
      "I ended things with my boyfriend",
      "I want to end things",
    ],
  ])("%s", (_rule, figure, risk) => {
    expect(readDistress(figure)).toBeNull();
    expect(readDistress(risk)).not.toBeNull();
  });

  it("keeps the concept when a guarded figure and a real risk share an entry", () => {
    expect(
      readDistress("This heat is killing me. Honestly I want to kill myself.")
    ).not.toBeNull();
    expect(
      readDistress(
        "We watched a suicide prevention film and I realised I have been suicidal for weeks"
      )
    ).not.toBeNull();
  });

  it("does not let a stated refusal to act lower a wish, and does not raise it to urgent either", () => {
    expect(
      readDistress("I want to die but I'm not going to do anything")?.level
    ).toBe("support");
  });
});

describe("levels", () => {
  it.each([
    "I've taken all my pills",
    "I have been stockpiling my tablets",
    "I want to die tonight",
    "I am going to kill myself",
    "This is goodbye, I love you all",
    "I cut myself again",
  ])("urgent: %j", (text) => {
    expect(readDistress(text)?.level).toBe("urgent");
  });

  it.each([
    "I wish I wasn't here",
    "I'm a burden",
    "what is the point of living",
    "I feel hopeless, nothing will ever get better",
  ])("support: %j", (text) => {
    expect(readDistress(text)?.level).toBe("support");
  });

  it("reads nothing in an empty or missing entry", () => {
    expect(readDistress("")).toBeNull();
    expect(readDistress(null)).toBeNull();
    expect(readDistress(undefined)).toBeNull();
  });

  it("reads a long entry (5,000 characters, her journal limit and more) in well under a second", () => {
    const long = `${"Woke at 3am with a night sweat, made tea, read for a while. ".repeat(
      80
    )} I want to die.`;
    const start = performance.now();
    expect(readDistress(long)?.level).toBe("support");
    // A generous bound, not a benchmark: it guards against a pattern that backtracks without end.
    expect(performance.now() - start).toBeLessThan(1000);
  });
});
