import { Document, Page, StyleSheet, Text, View } from './pdf-primitives'

/**
 * The personal handout the demo's staff send to the demo customers: a short,
 * general leaflet written for the demo and labelled as such on every page.
 */
const styles = StyleSheet.create({
  page: { padding: 48, fontSize: 11, lineHeight: 1.5, fontFamily: 'Helvetica', color: '#2b2433' },
  label: { fontSize: 9, color: '#8a4b00', marginBottom: 16 },
  title: { fontSize: 20, marginBottom: 12, fontFamily: 'Helvetica-Bold' },
  heading: { fontSize: 13, marginTop: 14, marginBottom: 4, fontFamily: 'Helvetica-Bold' },
  item: { marginBottom: 3 },
  footer: { position: 'absolute', bottom: 32, left: 48, right: 48, fontSize: 8, color: '#6b6475' },
})

export interface DemoHandoutProps {
  brand: string
}

export const DEMO_HANDOUT = {
  title: 'Your first months on HRT',
  sections: [
    {
      heading: 'What many women notice',
      items: [
        'Hot flushes and night sweats often ease within a few weeks.',
        'Sleep and mood can take a little longer to settle.',
        'Headaches or breast tenderness early on usually pass; tell your GP if they do not.',
      ],
    },
    {
      heading: 'Keep a note of',
      items: ['How you sleep, in the sleep log.', 'Your daily check-in, so the progress page can show the trend.', 'Any side effects, with the date they started.'],
    },
    {
      heading: 'Questions to take to your review',
      items: ['Is this the right dose and type for me?', 'How long should I wait before judging whether it helps?', 'Which changes should make me call sooner?'],
    },
  ],
} as const

export function DemoHandout({ brand }: DemoHandoutProps) {
  return (
    <Document title={`${DEMO_HANDOUT.title} (demo)`} author={`${brand} demo`}>
      <Page size="A4" style={styles.page}>
        <Text style={styles.label}>DEMO CONTENT: written for the {brand} demo; general information, not medical advice.</Text>
        <Text style={styles.title}>{DEMO_HANDOUT.title}</Text>
        {DEMO_HANDOUT.sections.map((section) => (
          <View key={section.heading}>
            <Text style={styles.heading}>{section.heading}</Text>
            {section.items.map((item) => (
              <Text key={item} style={styles.item}>
                • {item}
              </Text>
            ))}
          </View>
        ))}
        <Text style={styles.footer} fixed>
          {brand} demo. For advice about your own treatment, speak to your GP or menopause clinic. See NHS: nhs.uk/medicines/hormone-replacement-therapy-hrt
        </Text>
      </Page>
    </Document>
  )
}
