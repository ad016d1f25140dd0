import { tierName } from '../entitlements'
import { DEMO_CUSTOMERS, DEMO_STAFF } from './accounts'

/** The demo sign-ins as the landing page lists them. */
export function demoSignIns(brand: string) {
  return {
    customers: Object.values(DEMO_CUSTOMERS).map((c) => ({ name: c.name, email: c.email, password: c.password, what: `${tierName(c.tier, brand)} customer` })),
    staff: Object.values(DEMO_STAFF).map((s) => ({
      name: s.name.replace(/ \(.*\)$/, ''),
      email: s.email,
      password: s.password,
      what: s.role === 'super_admin' ? 'Staff: super admin, at /admin' : 'Staff: content editor, at /admin',
    })),
  }
}
