/**
 * The demo's sign-ins, printed when `npm run demo` starts and shown on the
 * landing page in demo mode. Every person in the demo is invented: names end
 * in "Demo" and addresses are at example.com, which can receive no mail.
 */
export const DEMO_SEED = 'liberate-demo-1'

export const DEMO_CUSTOMERS = {
  base: { name: 'Bea Demo', email: 'bea.demo@example.com', password: 'demo-bea-2026', tier: 'base' },
  plus: { name: 'Polly Demo', email: 'polly.demo@example.com', password: 'demo-polly-2026', tier: 'plus' },
} as const

export const DEMO_STAFF = {
  admin: { name: 'Sam Demo (super admin)', email: 'admin.demo@example.com', password: 'demo-admin-2026', role: 'super_admin' },
  editor: { name: 'Eddie Demo (editor)', email: 'editor.demo@example.com', password: 'demo-editor-2026', role: 'editor' },
} as const

export type DemoPersona = keyof typeof DEMO_CUSTOMERS

/**
 * Their daily check-in reminders (issue 25): Bea every evening, Polly on
 * weekday mornings. With no mail server in the demo, each one lands in the
 * outbox (/admin → Outbox) at its time, marked not sent.
 */
export const DEMO_REMINDERS = {
  base: { enabled: true, time: '19:30', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], time_zone: 'Europe/London', channels: ['email'] },
  plus: { enabled: true, time: '08:00', days: ['mon', 'tue', 'wed', 'thu', 'fri'], time_zone: 'Europe/London', channels: ['email'] },
} as const satisfies Record<DemoPersona, { enabled: boolean; time: string; days: readonly string[]; time_zone: string; channels: readonly string[] }>

/** How many further invented customers fill the admin's dashboard, search and pages. */
export const DEMO_CROWD_SIZE = 200

/** The crowd's password: one for all, so a single hash serves the bulk path (decision 0013). */
export const CROWD_PASSWORD = `demo-crowd-${DEMO_SEED}`

const FIRST_NAMES = [
  'Aisha', 'Alison', 'Amanda', 'Angela', 'Anita', 'Bridget', 'Carol', 'Catherine', 'Claire', 'Dawn', 'Deborah', 'Denise',
  'Elaine', 'Fiona', 'Gillian', 'Hannah', 'Helen', 'Jackie', 'Janet', 'Jo', 'Julie', 'Karen', 'Kate', 'Lesley', 'Linda',
  'Lorraine', 'Mandy', 'Maria', 'Michelle', 'Nadia', 'Nicola', 'Pam', 'Priya', 'Rachel', 'Ruth', 'Sally', 'Sandra',
  'Sarah', 'Sharon', 'Sian', 'Susan', 'Tanya', 'Tracey', 'Wendy', 'Yvonne', 'Zainab',
] as const

/** The n-th crowd customer (from 1): plainly invented, unique by number. */
export function crowdCustomer(n: number): { name: string; email: string } {
  const first = FIRST_NAMES[(n * 7) % FIRST_NAMES.length]!
  const number = String(n).padStart(3, '0')
  return { name: `${first} Demo ${number}`, email: `${first.toLowerCase()}.demo${number}@example.com` }
}
