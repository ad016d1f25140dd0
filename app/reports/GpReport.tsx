/**
 * The report for her GP (issue 30): one page a GP can read in a minute, then
 * an appendix with the detail. One @react-pdf/renderer document, drawn by the
 * browser (with the questions she typed, which never leave her device) and by
 * the server for GET /api/reports/gp. Pure: it draws `GpReportData`
 * (app/domain/gp-report/report.ts) and reads nothing else. PDF standard fonts
 * only: no network, no font files.
 *
 * Page one is built to fit whatever she has recorded: long names and doses
 * are shortened there (in full in the appendix), the list of treatments is
 * capped with "and N more", and her questions are capped at five short ones.
 */
import { Document, Line, Page, Polyline, StyleSheet, Svg, Text, View } from './pdf-primitives'
import type { ReactNode } from 'react'

import { SERIES } from '~/domain/chart-series'
import { formatDay, RATING_LABELS } from '~/domain/checkins'
import { GP_REPORT_DISCLAIMER, periodWords, type GpReportData } from '~/domain/gp-report/report'
import { changeWords, SYMPTOM_GROUP_NAMES, SYMPTOM_GROUPS, SYMPTOM_GROUPS_DISCLAIMER } from '~/domain/symptoms-over-time/groups'
import { TREND_FIELDS } from '~/domain/symptoms-over-time/trends'
import { BLEEDING_MESSAGES, BLEEDING_RULES } from '~/domain/treatments/bleeding'
import { BLEEDING_FLOW_LABELS, TREATMENT_KIND_LABELS, TREATMENT_KINDS, TREATMENT_ROUTE_LABELS } from '~/domain/treatments/options'
import { doseText, type PublicTreatment } from '~/domain/treatments/rules'
import { flushReportLines, perDay } from '~/domain/flushes/words'
import { countOf } from '~/domain/plural'
import { DAY_MS } from '~/domain/calendar'

export interface GpReportProps {
  data: GpReportData
}

/**
 * Page one's budget, in table rows of up to two lines: what her questions and
 * the safety prompts take is given up by the treatments table (never fewer
 * than three rows); the rest are in the appendix.
 */
const FIRST_PAGE_ROWS = 10
const FIRST_PAGE_MIN_ROWS = 3
/** The hot-flush diary's lines on page one, in table rows. */
const FIRST_PAGE_FLUSH_ROWS = 2
const FIRST_PAGE_STOPPED = 3
const FIRST_PAGE_MARKERS = 4
const SHORT = 44
/** About this many characters fill a line of the page's width. */
const LINE_CHARS = 105

const COLOURS = {
  ink: '#0f172a',
  muted: '#475569',
  line: '#cbd5e1',
  brand: '#9d174d',
  soft: '#fdf2f8',
  alert: '#9a3412',
  alertSoft: '#fff7ed',
  grid: '#e2e8f0',
}

const styles = StyleSheet.create({
  page: {
    paddingTop: 30,
    paddingBottom: 58,
    paddingHorizontal: 36,
    fontFamily: 'Helvetica',
    fontSize: 9.5,
    color: COLOURS.ink,
  },
  header: {
    borderBottomWidth: 2,
    borderBottomColor: COLOURS.brand,
    paddingBottom: 6,
    marginBottom: 8,
  },
  brand: { fontSize: 8, color: COLOURS.brand, fontFamily: 'Helvetica-Bold' },
  title: { fontSize: 16, fontFamily: 'Helvetica-Bold', marginTop: 2 },
  facts: { flexDirection: 'row', flexWrap: 'wrap', marginTop: 3 },
  fact: { marginRight: 14, marginTop: 2 },
  factLabel: { color: COLOURS.muted },
  section: { marginBottom: 7 },
  h2: {
    fontSize: 10.5,
    fontFamily: 'Helvetica-Bold',
    color: COLOURS.brand,
    marginBottom: 3,
  },
  row: {
    flexDirection: 'row',
    borderBottomWidth: 0.5,
    borderBottomColor: COLOURS.line,
    paddingVertical: 2,
  },
  th: { fontFamily: 'Helvetica-Bold', color: COLOURS.muted, fontSize: 8.5 },
  bold: { fontFamily: 'Helvetica-Bold' },
  muted: { color: COLOURS.muted },
  note: { fontSize: 8, color: COLOURS.muted, marginTop: 2 },
  alert: {
    borderWidth: 1.5,
    borderColor: COLOURS.alert,
    backgroundColor: COLOURS.alertSoft,
    borderRadius: 3,
    padding: 6,
    marginBottom: 8,
  },
  alertTitle: {
    fontFamily: 'Helvetica-Bold',
    color: COLOURS.alert,
    fontSize: 10.5,
  },
  columns: { flexDirection: 'row', gap: 12 },
  legend: { flexDirection: 'row', flexWrap: 'wrap', marginTop: 2 },
  legendItem: { flexDirection: 'row', alignItems: 'center', marginRight: 10 },
  footer: {
    position: 'absolute',
    bottom: 18,
    left: 36,
    right: 36,
    borderTopWidth: 0.5,
    borderTopColor: COLOURS.line,
    paddingTop: 4,
  },
  footerText: { fontSize: 7, color: COLOURS.muted },
  pageNumber: {
    position: 'absolute',
    bottom: 8,
    left: 36,
    right: 36,
    fontSize: 7.5,
    color: COLOURS.muted,
    textAlign: 'right',
  },
})

const day = (date: string) => formatDay(date, { weekday: false, year: true })
const shortDay = (date: string) => formatDay(date, { weekday: false })
/**
 * Text as the PDF's standard fonts can draw it: curly quotes, dashes and the
 * ellipsis she may type (or a phone may put in) become their plain forms,
 * which the fonts' encoding has; anything else it lacks would vanish.
 */
export function plain(text: string): string {
  return text
    .replace(/[\u2018\u2019\u201a\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u2033]/g, '"')
    .replace(/[\u2013\u2014\u2212]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[\u00a0\u2009\u202f]/g, ' ')
}
/** Every string of the report's content made plain (see `plain`). */
function plainData<T>(value: T): T {
  if (typeof value === 'string') return plain(value) as T
  if (Array.isArray(value)) return value.map(plainData) as T
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plainData(v)])) as T
  return value
}

const shorten = (text: string, max = SHORT) => (text.length > max ? `${text.slice(0, max - 3).trimEnd()}...` : text)
const score = (n: number | null) => (n === null ? '-' : n.toFixed(1))

/** Treatments as a GP reads them: HRT first, then medicines, then supplements, each most recent first. */
function byKind(list: readonly PublicTreatment[]): PublicTreatment[] {
  return TREATMENT_KINDS.flatMap((kind) => list.filter((t) => t.kind === kind))
}

const KIND_HEADINGS: Record<PublicTreatment['kind'], string> = {
  hrt: 'HRT',
  medication: 'Other medicines',
  supplement: 'Supplements',
}

/** How many rows page one gives the treatments table, once her questions and the prompts have their room. */
export function firstPageTreatmentRows(
  data: Pick<GpReportData, 'questions' | 'bleeding'> & {
    flushes?: Pick<GpReportData['flushes'], 'baseline'>
  },
): number {
  const questionLines = data.questions.reduce((lines, q) => lines + Math.ceil(q.length / LINE_CHARS), 0)
  const flushRows = data.flushes?.baseline ? FIRST_PAGE_FLUSH_ROWS : 0
  return Math.max(FIRST_PAGE_MIN_ROWS, FIRST_PAGE_ROWS - Math.ceil(questionLines / 2) - data.bleeding.review.prompts.length - flushRows)
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <View style={styles.section} wrap={false}>
      <Text style={styles.h2}>{title}</Text>
      {children}
    </View>
  )
}

function flowOf(data: GpReportData, date: string): string {
  const found = data.bleeding.days.find((b) => b.date === date)
  return found ? BLEEDING_FLOW_LABELS[found.flow].toLowerCase() : ''
}

function SafetyPrompts({ data }: { data: GpReportData }) {
  const { prompts } = data.bleeding.review
  if (prompts.length === 0) return null
  return (
    <View style={styles.alert} wrap={false}>
      <Text style={styles.alertTitle}>{BLEEDING_MESSAGES.prompt}</Text>
      {prompts.map((p) => (
        <Text key={p.reason} style={{ marginTop: 2 }}>
          {BLEEDING_RULES[p.reason].report} Logged: {p.days.map((d) => `${shortDay(d)} (${flowOf(data, d)})`).join(', ')}.
        </Text>
      ))}
    </View>
  )
}

const COL = { name: '36%', route: '14%', dose: '30%', since: '20%' }

/** The treatments by kind, a heading for each; `rows` caps headings and treatments together (page one). */
function groupedByKind(list: readonly PublicTreatment[], rows = Infinity): { kind: PublicTreatment['kind']; items: PublicTreatment[] }[] {
  let left = rows
  return TREATMENT_KINDS.map((kind) => {
    const items = list.filter((t) => t.kind === kind)
    if (items.length === 0 || left < 2) return null
    const shown = items.slice(0, left - 1)
    left -= shown.length + 1
    return { kind, items: shown }
  }).filter((g) => g !== null)
}

function TreatmentsTable({ groups, full = false }: { groups: ReturnType<typeof groupedByKind>; full?: boolean }) {
  return (
    <View>
      <View style={styles.row}>
        <Text style={[styles.th, { width: COL.name }]}>Treatment</Text>
        <Text style={[styles.th, { width: COL.route }]}>Route</Text>
        <Text style={[styles.th, { width: COL.dose }]}>Dose now</Text>
        <Text style={[styles.th, { width: COL.since }]}>Since</Text>
      </View>
      {groups.map((group) => (
        <View key={group.kind}>
          <Text style={[styles.bold, { color: COLOURS.muted, fontSize: 8.5, paddingTop: 3 }]}>{KIND_HEADINGS[group.kind]}</Text>
          {group.items.map((t) => {
            const changed = t.dose_history.length > 1
            return (
              <View key={t.id} style={styles.row} wrap={false}>
                <Text style={[styles.bold, { width: COL.name, paddingRight: 4 }]}>{full ? t.name : shorten(t.name)}</Text>
                <Text style={{ width: COL.route, paddingRight: 4 }}>{TREATMENT_ROUTE_LABELS[t.route]}</Text>
                <Text style={{ width: COL.dose, paddingRight: 4 }}>{full ? doseText(t.dose) : shorten(doseText(t.dose), 2 * SHORT)}</Text>
                <Text style={{ width: COL.since }}>
                  {day(t.started_on)}
                  {changed ? `\ndose changed ${shortDay(t.dose_history.at(-1)!.from)}` : ''}
                </Text>
              </View>
            )
          })}
        </View>
      ))}
    </View>
  )
}

function GroupsTable({ data }: { data: GpReportData }) {
  const { baseline, latest, change } = data.groups
  if (!latest) return <Text style={styles.muted}>No assessment with symptoms yet.</Text>
  const showBaseline = baseline !== null && baseline.id !== latest.id
  return (
    <View>
      <View style={styles.row}>
        <Text style={[styles.th, { width: '40%' }]}>Average severity, 0-10</Text>
        <Text style={[styles.th, { width: '15%' }]}>{showBaseline ? `Baseline ${shortDay(baseline!.completed_at.slice(0, 10))}` : ''}</Text>
        <Text style={[styles.th, { width: '15%' }]}>Latest {shortDay(latest.completed_at.slice(0, 10))}</Text>
        <Text style={[styles.th, { width: '30%' }]}>Change since baseline</Text>
      </View>
      {SYMPTOM_GROUPS.map((g) => (
        <View key={g} style={styles.row}>
          <Text style={{ width: '40%', paddingRight: 4 }}>{SYMPTOM_GROUP_NAMES[g]}</Text>
          <Text style={{ width: '15%' }}>{showBaseline ? score(baseline!.averages[g]) : ''}</Text>
          <Text style={[styles.bold, { width: '15%' }]}>{score(latest.averages[g])}</Text>
          <Text style={{ width: '30%' }}>{change ? changeWords(change[g]) : 'first assessment'}</Text>
        </View>
      ))}
    </View>
  )
}

const CHART = { width: 523, height: 92, left: 18, bottom: 12, top: 10 }

/** 12 weekly averages per rating, a line each, with numbered marks on the days a treatment started, changed dose or stopped. */
function TrendsChart({ data }: { data: GpReportData }) {
  const weeks = data.trends
  const plotW = CHART.width - CHART.left - 4
  const plotH = CHART.height - CHART.bottom - CHART.top
  const first = Date.parse(`${weeks[0].start}T00:00:00Z`)
  const span = (Date.parse(`${weeks[weeks.length - 1].end}T00:00:00Z`) - first) / DAY_MS
  // One scale of days across the plot: a week sits at its middle day, a mark at its own day.
  const atDay = (d: number) => CHART.left + (d / span) * plotW
  const x = (i: number) => atDay(i * 7 + 3)
  const y = (v: number) => CHART.top + ((10 - v) / 9) * plotH
  const dayX = (date: string) => atDay((Date.parse(`${date}T00:00:00Z`) - first) / DAY_MS)
  const segments = (field: (typeof TREND_FIELDS)[number]) => {
    const out: string[][] = []
    let current: string[] = []
    weeks.forEach((w, i) => {
      const v = w.averages[field]
      if (v === null) {
        if (current.length) out.push(current)
        current = []
      } else current.push(`${x(i).toFixed(1)},${y(v).toFixed(1)}`)
    })
    if (current.length) out.push(current)
    return out
  }
  return (
    <View>
      <View
        style={{
          width: CHART.width,
          height: CHART.height,
          position: 'relative',
        }}
      >
        <Svg width={CHART.width} height={CHART.height} viewBox={`0 0 ${CHART.width} ${CHART.height}`}>
          {[1, 4, 7, 10].map((v) => (
            <Line key={v} x1={CHART.left} x2={CHART.width - 4} y1={y(v)} y2={y(v)} stroke={COLOURS.grid} strokeWidth={0.6} />
          ))}
          {data.markers.map((m, i) => (
            <Line
              key={`${m.date}-${i}`}
              x1={dayX(m.date)}
              x2={dayX(m.date)}
              y1={CHART.top - 2}
              y2={CHART.top + plotH}
              stroke={COLOURS.brand}
              strokeWidth={0.9}
              strokeDasharray="2 2"
            />
          ))}
          {TREND_FIELDS.map((field) => {
            const line = SERIES.find((s) => s.field === field)!
            return segments(field).map((points, i) =>
              points.length > 1 ? (
                <Polyline
                  key={`${field}-${i}`}
                  points={points.join(' ')}
                  fill="none"
                  stroke={line.colour}
                  strokeWidth={1.6}
                  strokeDasharray={line.dash}
                />
              ) : (
                <Line
                  key={`${field}-${i}`}
                  x1={Number(points[0].split(',')[0]) - 1.5}
                  x2={Number(points[0].split(',')[0]) + 1.5}
                  y1={Number(points[0].split(',')[1])}
                  y2={Number(points[0].split(',')[1])}
                  stroke={line.colour}
                  strokeWidth={2.5}
                />
              ),
            )
          })}
        </Svg>
        {[1, 4, 7, 10].map((v) => (
          <Text
            key={v}
            style={{
              position: 'absolute',
              left: 0,
              top: y(v) - 4,
              fontSize: 6.5,
              color: COLOURS.muted,
              width: 12,
              textAlign: 'right',
            }}
          >
            {v}
          </Text>
        ))}
        {data.markers.map((m, i) => (
          <Text
            key={`label-${m.date}-${i}`}
            style={{
              position: 'absolute',
              left: dayX(m.date) - 6,
              top: 0,
              width: 12,
              fontSize: 6.5,
              color: COLOURS.brand,
              textAlign: 'center',
              fontFamily: 'Helvetica-Bold',
            }}
          >
            {i + 1}
          </Text>
        ))}
        <Text
          style={{
            position: 'absolute',
            left: CHART.left,
            bottom: 0,
            fontSize: 6.5,
            color: COLOURS.muted,
          }}
        >
          week of {shortDay(weeks[0].start)}
        </Text>
        <Text
          style={{
            position: 'absolute',
            right: 4,
            bottom: 0,
            fontSize: 6.5,
            color: COLOURS.muted,
          }}
        >
          week of {shortDay(weeks[weeks.length - 1].start)}
        </Text>
      </View>
      <View style={styles.legend}>
        {TREND_FIELDS.map((field) => {
          const line = SERIES.find((s) => s.field === field)!
          return (
            <View key={field} style={styles.legendItem}>
              <Svg width={16} height={6} viewBox="0 0 16 6">
                <Line x1={0} x2={16} y1={3} y2={3} stroke={line.colour} strokeWidth={1.6} strokeDasharray={line.dash} />
              </Svg>
              <Text style={{ fontSize: 7.5, marginLeft: 3 }}>{RATING_LABELS[field]}</Text>
            </View>
          )
        })}
      </View>
    </View>
  )
}

/** The numbered marks in words: on page one the first few (shortened), in the appendix all of them. */
function Markers({ data, all = false }: { data: GpReportData; all?: boolean }) {
  if (data.markers.length === 0) return <Text style={styles.note}>No HRT or medicine started, changed dose or stopped in these weeks.</Text>
  const shown = all ? data.markers : data.markers.slice(0, FIRST_PAGE_MARKERS)
  return (
    <View style={{ marginTop: 2 }}>
      {shown.map((m, i) => (
        <Text key={`${m.date}-${i}`} style={{ fontSize: 8 }}>
          <Text style={[styles.bold, { color: COLOURS.brand }]}>{i + 1}</Text> {shortDay(m.date)}:{' '}
          {all ? m.label : shorten(m.label, LINE_CHARS)}
        </Text>
      ))}
      {shown.length < data.markers.length ? (
        <Text style={styles.note}>And {data.markers.length - shown.length} more in the appendix.</Text>
      ) : null}
    </View>
  )
}

function Footer({ name }: { name: string }) {
  return (
    <>
      {/* No lineHeight on the page and two fixed pieces: otherwise react-pdf 4 drops the page-number text. */}
      <View style={styles.footer} fixed>
        <Text style={styles.footerText}>{GP_REPORT_DISCLAIMER}</Text>
      </View>
      <Text
        style={styles.pageNumber}
        fixed
        render={({ pageNumber, totalPages }) => `${name} · Report for my GP · Page ${pageNumber} of ${totalPages}`}
      />
    </>
  )
}

export function GpReport(props: GpReportProps) {
  const data = plainData(props.data)
  const current = byKind(data.current)
  const groups = groupedByKind(current, firstPageTreatmentRows(data))
  const more = current.length - groups.reduce((n, g) => n + g.items.length, 0)
  const stopped = data.stopped.slice(0, FIRST_PAGE_STOPPED)
  const period = periodWords(data.period)
  const bleedDays = data.bleeding.days

  return (
    <Document
      title={`${data.name} - Report for my GP`}
      author={data.brand}
      subject="Report for my GP"
      creator={data.brand}
      producer={data.brand}
    >
      <Page size="A4" style={styles.page}>
        <Footer name={data.name} />
        <View style={styles.header}>
          <Text style={styles.brand}>{data.brand.toUpperCase()} · HER OWN RECORD</Text>
          <Text style={styles.title}>Report for my GP: {data.name}</Text>
          <View style={styles.facts}>
            <Text style={styles.fact}>
              <Text style={styles.factLabel}>Age: </Text>
              {data.age ?? 'not recorded'}
            </Text>
            <Text style={styles.fact}>
              <Text style={styles.factLabel}>Months since last period: </Text>
              {data.last_period ? data.last_period.text : 'not known'}
            </Text>
          </View>
          <View style={styles.facts}>
            <Text style={styles.fact}>
              <Text style={styles.factLabel}>Covers: </Text>
              {period} ({countOf(data.period.weeks, 'week')})
            </Text>
            <Text style={styles.fact}>
              <Text style={styles.factLabel}>Made: </Text>
              {day(data.generated_on.slice(0, 10))}
            </Text>
          </View>
        </View>

        <SafetyPrompts data={data} />

        <Section title="Current treatments">
          {current.length === 0 ? <Text style={styles.muted}>None recorded.</Text> : <TreatmentsTable groups={groups} />}
          {more > 0 ? <Text style={styles.note}>And {more} more in the appendix.</Text> : null}
          {stopped.length > 0 ? (
            <Text style={{ marginTop: 3 }}>
              <Text style={styles.bold}>Stopped: </Text>
              {stopped
                .map(
                  (t) =>
                    `${shorten(t.name, 40)} (${TREATMENT_ROUTE_LABELS[t.route].toLowerCase()}) ${day(t.started_on)} to ${day(
                      t.stopped_on!,
                    )}`,
                )
                .join('; ')}
              {data.stopped.length > stopped.length ? `; and ${data.stopped.length - stopped.length} more in the appendix` : ''}.
            </Text>
          ) : null}
        </Section>

        <View style={[styles.columns, styles.section]} wrap={false}>
          <View style={{ width: '60%' }}>
            <Text style={styles.h2}>Symptom groups (her assessments)</Text>
            <GroupsTable data={data} />
          </View>
          <View style={{ width: '40%' }}>
            <Text style={styles.h2}>Top five symptoms now</Text>
            {data.top_symptoms.length === 0 ? (
              <Text style={styles.muted}>None reported.</Text>
            ) : (
              data.top_symptoms.map((s, i) => (
                <View key={s.id} style={styles.row}>
                  <Text style={{ width: '82%', paddingRight: 4 }}>
                    {i + 1}. {s.text}
                  </Text>
                  <Text style={[styles.bold, { width: '18%', textAlign: 'right' }]}>{s.severity}/10</Text>
                </View>
              ))
            )}
            {data.top_symptoms_on ? (
              <Text style={styles.note}>From her assessment of {day(data.top_symptoms_on.slice(0, 10))}.</Text>
            ) : null}
          </View>
        </View>

        <Section title={`Daily check-ins: weekly averages over ${countOf(data.period.weeks, 'week')} (1-10)`}>
          <TrendsChart data={data} />
          <Text style={{ fontSize: 8, marginTop: 2 }}>
            <Text style={styles.bold}>In words: </Text>
            {data.trends_in_words}
          </Text>
          <Markers data={data} />
        </Section>

        <View style={[styles.columns, styles.section]} wrap={false}>
          <View style={{ width: '62%' }}>
            <Text style={styles.h2}>Hot flushes and night sweats (her diary)</Text>
            <FlushesBlock data={data} />
          </View>
          <View style={{ width: '38%' }}>
            <Text style={styles.h2}>Bleeding</Text>
            <Text>
              {bleedDays.length === 0
                ? 'No bleeding logged in these weeks.'
                : `${countOf(bleedDays.length, 'day')} of bleeding logged in these weeks: ${bleedDays
                    .slice(-8)
                    .map((b) => `${shortDay(b.date)} (${BLEEDING_FLOW_LABELS[b.flow].toLowerCase()})`)
                    .join(', ')}${bleedDays.length > 8 ? ', and earlier days in the appendix' : ''}.`}
            </Text>
            {data.bleeding.review.notes.map((note) => (
              <Text key={note.reason} style={styles.note}>
                {BLEEDING_RULES[note.reason].report} Logged: {note.days.map(shortDay).join(', ')}.
              </Text>
            ))}
          </View>
        </View>

        <Section title="Questions I'd like to ask">
          {data.questions.length === 0 ? (
            <Text style={styles.muted}>None written down.</Text>
          ) : (
            data.questions.map((q, i) => (
              <Text key={i} style={{ marginBottom: 1.5 }}>
                {i + 1}. {q}
              </Text>
            ))
          )}
        </Section>
      </Page>

      <Appendix data={data} current={current} />
    </Document>
  )
}

/** Page one's hot-flush lines: first week against the last 7 days, the change, night sweats, triggers. */
function FlushesBlock({ data }: { data: GpReportData }) {
  const lines = flushReportLines(data.flushes)
  if (lines.length === 0) return <Text style={styles.muted}>No hot-flush diary kept.</Text>
  return (
    <>
      {lines.map((line, i) => (
        <Text key={i} style={i === 0 ? styles.bold : undefined}>
          {line}
        </Text>
      ))}
    </>
  )
}

const figure = (n: number | null) => (n === null ? '-' : perDay(n))

/** Everything page one shortens: every treatment in full with its dose timeline and notes, every bleeding day, the weekly numbers. */
function Appendix({ data, current }: { data: GpReportData; current: PublicTreatment[] }) {
  const all = [...current, ...byKind(data.stopped)]
  return (
    <Page size="A4" style={styles.page}>
      <Footer name={data.name} />
      <View style={styles.header}>
        <Text style={styles.brand}>{data.brand.toUpperCase()} · HER OWN RECORD</Text>
        <Text style={styles.title}>Appendix: {data.name}</Text>
      </View>

      <Text style={styles.h2}>Treatments in full</Text>
      {all.length === 0 ? <Text style={styles.muted}>None recorded.</Text> : null}
      {all.map((t) => (
        <View
          key={t.id}
          style={[
            styles.section,
            {
              borderBottomWidth: 0.5,
              borderBottomColor: COLOURS.line,
              paddingBottom: 4,
            },
          ]}
          wrap={false}
        >
          <Text>
            <Text style={styles.bold}>{t.name}</Text> ({TREATMENT_KIND_LABELS[t.kind]}, {TREATMENT_ROUTE_LABELS[t.route].toLowerCase()}),{' '}
            {t.stopped_on ? `${day(t.started_on)} to ${day(t.stopped_on)}` : `since ${day(t.started_on)}`}
          </Text>
          {t.dose_history.map((entry, i) => (
            <Text key={`${entry.from}-${i}`} style={{ marginLeft: 8 }}>
              From {day(entry.from)}: {doseText(entry.dose)} {i === 0 ? '(starting dose)' : '(dose changed)'}
            </Text>
          ))}
          {t.notes ? <Text style={[styles.muted, { marginLeft: 8 }]}>Her notes: {t.notes}</Text> : null}
        </View>
      ))}

      <View style={styles.section}>
        <Text style={styles.h2} minPresenceAhead={40}>
          Weekly check-in averages
        </Text>
        <View style={styles.row}>
          <Text style={[styles.th, { width: '28%' }]}>Week</Text>
          <Text style={[styles.th, { width: '12%' }]}>Check-ins</Text>
          {TREND_FIELDS.map((f) => (
            <Text key={f} style={[styles.th, { width: '15%' }]}>
              {RATING_LABELS[f]}
            </Text>
          ))}
        </View>
        {data.trends.map((w) => (
          <View key={w.start} style={styles.row} wrap={false}>
            <Text style={{ width: '28%' }}>
              {shortDay(w.start)} to {shortDay(w.end)}
            </Text>
            <Text style={{ width: '12%' }}>{w.checkins}</Text>
            {TREND_FIELDS.map((f) => (
              <Text key={f} style={{ width: '15%' }}>
                {score(w.averages[f])}
              </Text>
            ))}
          </View>
        ))}
        <Text style={styles.note}>Her own daily ratings from 1 to 10; higher is better except for stress.</Text>
      </View>

      {data.flushes.baseline ? (
        <View style={styles.section}>
          <Text style={styles.h2} minPresenceAhead={40}>
            Hot flushes and night sweats by week
          </Text>
          <View style={styles.row}>
            <Text style={[styles.th, { width: '28%' }]}>Week</Text>
            <Text style={[styles.th, { width: '20%' }]}>Moderate-severe a day</Text>
            <Text style={[styles.th, { width: '16%' }]}>All a day</Text>
            <Text style={[styles.th, { width: '18%' }]}>Night sweats a night</Text>
            <Text style={[styles.th, { width: '18%' }]}>Severity (1-3)</Text>
          </View>
          {data.flushes.weeks.map((w) => (
            <View key={w.week_start} style={styles.row} wrap={false}>
              <Text style={{ width: '28%' }}>From {shortDay(w.week_start)}</Text>
              <Text style={{ width: '20%' }}>{figure(w.moderate_severe_per_day)}</Text>
              <Text style={{ width: '16%' }}>{figure(w.all_per_day)}</Text>
              <Text style={{ width: '18%' }}>{figure(w.night_sweats_per_night)}</Text>
              <Text style={{ width: '18%' }}>{w.severity_score === null ? '-' : w.severity_score.toFixed(1)}</Text>
            </View>
          ))}
          <Text style={styles.note}>
            7-day blocks ending on the day the report was made; "-" before her diary began. Logged as they happened. Mild: warmth without
            sweating; moderate: with sweating, she could carry on; severe: she had to stop what she was doing (the FDA's definitions).
            Severity: mild 1, moderate 2, severe 3, averaged over the week's flushes.
          </Text>
        </View>
      ) : null}

      <View style={styles.section}>
        <Text style={styles.h2} minPresenceAhead={40}>
          Symptom groups at each assessment
        </Text>
        {data.groups.points.length === 0 ? <Text style={styles.muted}>No assessment with symptoms yet.</Text> : null}
        {data.groups.points.map((p) => (
          <Text key={p.id} wrap={false}>
            <Text style={styles.bold}>
              {day(p.completed_at.slice(0, 10))}
              {p.is_baseline ? ' (baseline)' : ''}:{' '}
            </Text>
            {SYMPTOM_GROUPS.map((g) => `${SYMPTOM_GROUP_NAMES[g]} ${score(p.averages[g])}`).join('; ')}
          </Text>
        ))}
        <Text style={styles.note}>{SYMPTOM_GROUPS_DISCLAIMER}</Text>
      </View>

      <View style={styles.section}>
        <Text style={styles.h2} minPresenceAhead={30}>
          Bleeding days
        </Text>
        <Text>
          {data.bleeding.days.length === 0
            ? 'No bleeding logged in these weeks.'
            : data.bleeding.days.map((b) => `${day(b.date)}: ${BLEEDING_FLOW_LABELS[b.flow].toLowerCase()}`).join('; ')}
        </Text>
        {data.last_period ? <Text style={styles.note}>Last period: {data.last_period.text}.</Text> : null}
      </View>
    </Page>
  )
}
