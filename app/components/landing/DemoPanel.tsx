export interface DemoSignIn {
  name: string
  email: string
  password: string
  /** Where to sign in and what the account is. */
  what: string
}

/**
 * The first thing on the landing page in demo mode (`npm run demo`): one
 * short line saying plainly that everything is invented, with the way to the
 * sign-ins. Short, so the hero's promise and its call to action stay on a
 * phone's first screen.
 */
export function DemoNotice() {
  return (
    <div className="mx-auto max-w-6xl px-6 pt-2">
      <p className="rounded-2xl border border-amber-300 bg-amber-50 px-4 py-2.5 text-sm text-slate-900">
        <strong className="font-semibold">This is a demo:</strong> every person and figure here is invented, and nothing is charged.{' '}
        <a href="#demo-heading" className="whitespace-nowrap font-semibold text-brand-700 underline underline-offset-2">
          Demo sign-ins
        </a>
      </p>
    </div>
  )
}

/**
 * Shown on the landing page only in demo mode, after the hero: what is
 * invented and what is a stand-in, and the demo sign-ins.
 */
export function DemoPanel({ customers, staff, onSignIn }: { customers: DemoSignIn[]; staff: DemoSignIn[]; onSignIn: () => void }) {
  const rows = (accounts: DemoSignIn[]) =>
    accounts.map((a) => (
      <tr key={a.email} className="border-t border-amber-200 align-top">
        <th scope="row" className="py-2 pr-4 text-left font-semibold">
          {a.name}
          <span className="block text-xs font-normal text-slate-700">{a.what}</span>
        </th>
        <td className="py-2 pr-4 font-mono text-xs sm:text-sm break-all">{a.email}</td>
        <td className="py-2 font-mono text-xs sm:text-sm">{a.password}</td>
      </tr>
    ))
  return (
    <section aria-labelledby="demo-heading" className="mx-auto max-w-6xl scroll-mt-4 px-6 pb-4">
      <div className="rounded-2xl border border-amber-300 bg-amber-50 p-5 text-slate-900">
        <h2 id="demo-heading" className="font-sans text-lg font-semibold tracking-normal">
          Demo sign-ins
        </h2>
        <p className="mt-1 text-sm">
          Every person, check-in and figure here is invented, generated from a fixed seed. Payments and Google sign-in go to local stand-ins: nothing is
          charged and no Google account is used.
        </p>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Demo sign-ins</caption>
            <thead>
              <tr className="text-left text-xs uppercase tracking-wide text-slate-700">
                <th scope="col" className="pb-1 pr-4">
                  Account
                </th>
                <th scope="col" className="pb-1 pr-4">
                  E-mail
                </th>
                <th scope="col" className="pb-1">
                  Password
                </th>
              </tr>
            </thead>
            <tbody>
              {rows(customers)}
              {rows(staff)}
            </tbody>
          </table>
        </div>
        <p className="mt-3 text-sm">
          <button type="button" onClick={onSignIn} className="font-semibold text-brand-700 underline underline-offset-2">
            Sign in as a demo customer
          </button>{' '}
          · staff sign in at{' '}
          <a href="/admin" className="font-semibold text-brand-700 underline underline-offset-2">
            /admin
          </a>
        </p>
      </div>
    </section>
  )
}
