/**
 * Her assessments read for distress (docs/features/wellbeing-support.md): the
 * free text she writes in any questionnaire (the comprehensive and quick
 * assessments, the signup questionnaire) read by the same reader as her
 * journal, and the low-mood question at the top of its scale. Pure; nothing
 * about a match is stored.
 */
import { SEVERITY_MAX } from "../constants";
import { definitionFor } from "../questionnaire/definitions";
import { allQuestions } from "../questionnaire/form";
import { otherTextId } from "../questionnaire/types";
import { readDistress, type DistressLevel } from "./distress-language";

/** The assessments' low-mood question ("Feeling low, down or depressed"): at its top severity, support is offered. */
export const LOW_MOOD_SYMPTOM = "depressed_down_blue";

/**
 * What an assessment's answers say: `urgent` or `support` when her own words
 * in a free-text answer (a text box, or an "Other" box) suggest she may harm
 * herself or not want to live (distress-language.ts), `support` when she
 * rated "Feeling low, down or depressed" at the top of its scale; else null.
 */
export function readAssessmentAnswers(
  assessmentType: string,
  responses: Record<string, unknown>
): DistressLevel | null {
  const definition = definitionFor(assessmentType);
  const questions = definition ? allQuestions(definition) : [];
  const freeText = new Set<string>();
  for (const q of questions) {
    if (q.kind === "textarea") freeText.add(q.id);
    if (
      (q.kind === "checkbox" || q.kind === "select" || q.kind === "radio") &&
      "other" in q &&
      q.other
    )
      freeText.add(otherTextId(q.id));
  }
  let level: DistressLevel | null = null;
  for (const [id, value] of Object.entries(responses)) {
    // An answer's key the definition no longer names is read too when it is an "Other" box: when in doubt, read.
    if (
      typeof value !== "string" ||
      !(freeText.has(id) || id.endsWith(otherTextId("")))
    )
      continue;
    const reading = readDistress(value);
    if (reading?.level === "urgent") return "urgent";
    if (reading) level = "support";
  }
  const mood = responses[LOW_MOOD_SYMPTOM];
  const top = questions.find((q) => q.id === LOW_MOOD_SYMPTOM);
  const max = top?.kind === "symptom" ? top.severityMax : SEVERITY_MAX;
  if (
    mood &&
    typeof mood === "object" &&
    (mood as { severity?: unknown }).severity === max
  )
    level = "support";
  return level;
}
