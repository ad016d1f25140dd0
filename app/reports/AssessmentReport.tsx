/**
 * The assessment report (doc 2 §7): one @react-pdf/renderer document that the
 * browser renders on demand for the customer and the server renders for
 * staff. Pure: it takes the record, the definition it was answered against
 * and the customer's other comprehensive assessments, and reads nothing else.
 * It uses the PDF standard fonts, so it needs no network and no font files.
 */
import { Document, Page, StyleSheet, Text, View } from './pdf-primitives'
import type { ReactNode } from 'react'

import { answerText, clientName, NOT_ANSWERED } from '~/domain/questionnaire/display'
import { findQuestion } from '~/domain/questionnaire/form'
import { physicalProfile } from '~/domain/questionnaire/measurements'
import { highPrioritySymptoms, reportedSymptoms, resultSummary } from '~/domain/questionnaire/results'
import { describeChange, DOMAIN_SCORES_DISCLAIMER, DOMAIN_SCORES_TITLE, domainScores, domainTrend } from '~/domain/questionnaire/scores'
import { attentionCountColour, MENQOL_DOMAIN_NAMES, MENQOL_DOMAINS, severityBand } from '~/domain/questionnaire/symptoms'
import { symptomQuestions } from '~/domain/questionnaire/definitions'
import type { QuestionnaireDefinition } from '~/domain/questionnaire/types'
import { DEFAULT_TIME_ZONE, formatIn } from '~/domain/time-zone'

export interface ReportAssessment {
  id: string
  assessment_type: string
  completed_at: string
  is_baseline: boolean
  responses: Record<string, unknown>
}

export interface AssessmentReportProps {
  assessment: ReportAssessment
  definition: QuestionnaireDefinition
  /** The customer's comprehensive assessments (any order, may include this one): for the change since baseline. */
  history?: ReportAssessment[]
  /** The product name (BRAND_NAME). */
  brand: string
  generatedAt: Date
}

export const REPORT_DISCLAIMER =
  'This report summarises answers the client gave in a self-reported questionnaire. It is not a diagnosis and does not replace a clinical assessment. Scores are quality-of-life tracking, not a validated clinical measure.'

const COLOURS = { ink: '#0f172a', muted: '#475569', line: '#cbd5e1', brand: '#9d174d', soft: '#fdf2f8', red: '#b91c1c', yellow: '#a16207', green: '#15803d' }
const BAND = { red: COLOURS.red, yellow: COLOURS.yellow, green: COLOURS.green }

const styles = StyleSheet.create({
  page: { paddingTop: 40, paddingBottom: 80, paddingHorizontal: 44, fontFamily: 'Helvetica', fontSize: 10, color: COLOURS.ink },
  header: { borderBottomWidth: 2, borderBottomColor: COLOURS.brand, paddingBottom: 10, marginBottom: 14 },
  brand: { fontSize: 9, color: COLOURS.brand, fontFamily: 'Helvetica-Bold' },
  title: { fontSize: 18, fontFamily: 'Helvetica-Bold', marginTop: 4, marginBottom: 4, lineHeight: 1.2 },
  subtitle: { fontSize: 10, color: COLOURS.muted, marginTop: 2 },
  section: { marginBottom: 12 },
  h2: { fontSize: 12, fontFamily: 'Helvetica-Bold', color: COLOURS.brand, marginBottom: 6, lineHeight: 1.2 },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: COLOURS.line, paddingVertical: 3 },
  label: { width: '38%', color: COLOURS.muted, paddingRight: 8 },
  value: { width: '62%' },
  cards: { flexDirection: 'row', gap: 8, marginBottom: 12 },
  card: { flexGrow: 1, flexBasis: 0, backgroundColor: COLOURS.soft, borderRadius: 4, padding: 8 },
  cardValue: { fontSize: 16, fontFamily: 'Helvetica-Bold', lineHeight: 1.2, marginBottom: 2 },
  cardLabel: { fontSize: 8.5, color: COLOURS.muted },
  symptomRow: { flexDirection: 'row', alignItems: 'center', borderBottomWidth: 0.5, borderBottomColor: COLOURS.line, paddingVertical: 3 },
  symptomName: { width: '58%' },
  barTrack: { width: '30%', height: 6, backgroundColor: '#e2e8f0', borderRadius: 3 },
  severity: { width: '12%', textAlign: 'right', fontFamily: 'Helvetica-Bold' },
  table: { borderTopWidth: 0.5, borderTopColor: COLOURS.line },
  th: { fontFamily: 'Helvetica-Bold', color: COLOURS.muted, fontSize: 9 },
  note: { fontSize: 8.5, color: COLOURS.muted, marginTop: 4 },
  list: { marginTop: 2 },
  footer: { position: 'absolute', bottom: 34, left: 44, right: 44, borderTopWidth: 0.5, borderTopColor: COLOURS.line, paddingTop: 6 },
  footerText: { fontSize: 7.5, color: COLOURS.muted },
  pageNumber: { position: 'absolute', bottom: 20, left: 44, right: 44, fontSize: 8, color: COLOURS.muted, textAlign: 'right' },
})

/** A date in the report: on the UK clock (the PDF is made on the server, which runs in UTC). */
function formatDate(iso: string | Date): string {
  return formatIn(iso, DEFAULT_TIME_ZONE, 'longDay')
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <View style={styles.row} wrap={false}>
      <Text style={styles.label}>{label}</Text>
      <Text style={styles.value}>{value}</Text>
    </View>
  )
}

function Section({ title, children, breakable = false }: { title: string; children: ReactNode; breakable?: boolean }) {
  return (
    <View style={styles.section} wrap={breakable}>
      <Text style={styles.h2} minPresenceAhead={60}>
        {title}
      </Text>
      {children}
    </View>
  )
}

/** The answers to `ids` that the definition asks, question and answer in words. */
function AnswerSection({ title, ids, definition, responses }: { title: string; ids: string[]; definition: QuestionnaireDefinition; responses: Record<string, unknown> }) {
  const questions = ids.map((id) => findQuestion(definition, id)).filter((q) => q !== undefined)
  if (questions.length === 0) return null
  return (
    <Section title={title}>
      {questions.map((q) => (
        <Field key={q.id} label={q.text} value={answerText(q, responses)} />
      ))}
    </Section>
  )
}

export function AssessmentReport({ assessment, definition, history = [], brand, generatedAt }: AssessmentReportProps) {
  const responses = assessment.responses
  const name = clientName(responses)
  const questions = symptomQuestions(definition)
  const summary = resultSummary(questions, responses)
  const reported = reportedSymptoms(questions, responses)
  const high = highPrioritySymptoms(reported)
  const profile = physicalProfile(responses)
  const answer = (id: string) => {
    const question = findQuestion(definition, id)
    return question ? answerText(question, responses) : NOT_ANSWERED
  }
  const symptomIds = questions.map((q) => q.id)
  const scored = [...history.filter((h) => h.id !== assessment.id), assessment].map((a) => ({
    id: a.id,
    completed_at: a.completed_at,
    is_baseline: a.is_baseline,
    scores: domainScores(symptomIds, a.responses),
  }))
  const trend = domainTrend(scored, assessment.id)
  const priorities = Array.isArray(responses.top_six_priorities) ? (responses.top_six_priorities as string[]) : []

  return (
    <Document title={`${name} - Menopause Assessment`} author={brand} subject={definition.title} creator={brand} producer={brand}>
      <Page size="A4" style={styles.page}>
        {/* No lineHeight anywhere on the page and two fixed pieces: otherwise react-pdf 4 drops the page-number text. */}
        <View style={styles.footer} fixed>
          <Text style={styles.footerText}>{REPORT_DISCLAIMER}</Text>
        </View>
        <Text style={styles.pageNumber} fixed render={({ pageNumber, totalPages }) => `${name} · Page ${pageNumber} of ${totalPages}`} />
        <View style={styles.header}>
          <Text style={styles.brand}>{brand.toUpperCase()}</Text>
          <Text style={styles.title}>Menopause Health Assessment</Text>
          <Text style={styles.subtitle}>
            {name} · assessment completed {formatDate(assessment.completed_at)}
            {assessment.is_baseline ? ' (baseline)' : ''} · report generated {formatDate(generatedAt)}
          </Text>
        </View>

        <Section title="Client details">
          <Field label="Name" value={name} />
          <Field label="Email" value={answer('email')} />
          <Field label="Phone" value={answer('phone')} />
          <Field label="Date of assessment" value={formatDate(assessment.completed_at)} />
        </Section>

        <View style={styles.cards} wrap={false}>
          <View style={styles.card}>
            <Text style={styles.cardValue}>{summary.symptoms_reported}</Text>
            <Text style={styles.cardLabel}>Total symptoms reported (of {questions.length} asked)</Text>
          </View>
          <View style={styles.card}>
            <Text style={[styles.cardValue, { color: attentionCountColour(summary.high_priority) === 'red' ? COLOURS.red : COLOURS.ink }]}>{summary.high_priority}</Text>
            <Text style={styles.cardLabel}>High-priority symptoms (severity 7 or above)</Text>
          </View>
          <View style={styles.card}>
            <Text style={styles.cardValue}>{summary.stress_level === null ? '-' : `${summary.stress_level}/6`}</Text>
            <Text style={styles.cardLabel}>Stress level over the last month</Text>
          </View>
        </View>

        <Section title="High-priority symptoms (severity 7 or above)">
          {high.length === 0 ? (
            <Text>None reported.</Text>
          ) : (
            high.map((s) => <Field key={s.id} label={s.text} value={`${s.severity}/10`} />)
          )}
        </Section>

        <Section title={DOMAIN_SCORES_TITLE}>
          <View style={styles.table}>
            <View style={styles.row}>
              <Text style={[styles.th, { width: '40%' }]}>Domain (mean severity 0-10, lower is better)</Text>
              <Text style={[styles.th, { width: '15%' }]}>This time</Text>
              <Text style={[styles.th, { width: '45%' }]}>Change since baseline</Text>
            </View>
            {MENQOL_DOMAINS.map((d) => {
              const score = trend?.current.scores[d] ?? null
              return (
                <View key={d} style={styles.row}>
                  <Text style={{ width: '40%' }}>{MENQOL_DOMAIN_NAMES[d]}</Text>
                  <Text style={{ width: '15%', fontFamily: 'Helvetica-Bold' }}>{score === null ? '-' : score.toFixed(1)}</Text>
                  <Text style={{ width: '45%' }}>
                    {trend?.vsBaseline ? describeChange(trend.vsBaseline[d]) : 'This is the baseline'}
                  </Text>
                </View>
              )
            })}
          </View>
          {trend?.baseline ? <Text style={styles.note}>Baseline: assessment of {formatDate(trend.baseline.completed_at)}.</Text> : null}
          <Text style={styles.note}>{DOMAIN_SCORES_DISCLAIMER}</Text>
        </Section>

        <Section title={`Symptoms reported (${reported.length}), most severe first`} breakable>
          {reported.length === 0 ? (
            <Text>No symptoms reported.</Text>
          ) : (
            <View style={styles.table}>
              {reported.map((s) => (
                <View key={s.id} style={styles.symptomRow} wrap={false}>
                  <Text style={styles.symptomName}>{s.text}</Text>
                  <View style={styles.barTrack}>
                    <View style={{ width: `${s.severity * 10}%`, height: 6, borderRadius: 3, backgroundColor: BAND[severityBand(s.severity)] }} />
                  </View>
                  <Text style={[styles.severity, { color: BAND[severityBand(s.severity)] }]}>{s.severity}/10</Text>
                </View>
              ))}
            </View>
          )}
          <Text style={styles.note}>Severity is the client&apos;s own rating from 0 (barely noticeable) to 10 (severe).</Text>
        </Section>

        <Section title="Physical profile">
          <Field label="Weight" value={profile.weight ?? NOT_ANSWERED} />
          <Field label="Height" value={profile.height ?? NOT_ANSWERED} />
          <Field label="Waist" value={profile.waist ?? NOT_ANSWERED} />
          <Field label="BMI (calculated)" value={profile.bmi === null ? 'Not available' : String(profile.bmi)} />
        </Section>

        <AnswerSection title="Health history and treatment" ids={['taking_hrt', 'had_period_last_12_months', 'years_since_last_period', 'diagnosed_conditions', 'taking_supplements', 'menopause_journey_stage']} definition={definition} responses={responses} />

        <AnswerSection title="Sleep" ids={['sleep_hours', 'trouble_falling_asleep', 'wake_up_several_times', 'trouble_staying_asleep', 'wake_up_tired']} definition={definition} responses={responses} />

        <AnswerSection title="Lifestyle" ids={['stress_level', 'diet_plan', 'activity_days_per_week', 'activity_minutes_per_session', 'sitting_hours_per_day', 'exercise_routine']} definition={definition} responses={responses} />

        <Section title="Top six priorities">
          {priorities.length === 0 ? (
            <Text>Not chosen.</Text>
          ) : (
            <View style={styles.list}>
              {priorities.map((p, i) => (
                <Text key={p}>
                  {i + 1}. {p}
                </Text>
              ))}
            </View>
          )}
        </Section>


      </Page>
    </Document>
  )
}
