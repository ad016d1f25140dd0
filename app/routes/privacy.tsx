import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'

import { Logo } from '~/components/Logo'
import { NoticeView } from '~/components/privacy/NoticeView'
import { NOTICE_UPDATED_WORDS, noticeFacts, PRIVACY_NOTICE, privacyNotice, readingMinutes } from '~/domain/privacy/notice'
import { getCurrentCustomer } from '~/lib/session.server'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Privacy notice · ${data?.brand ?? 'Menopause Support'}` },
  { name: 'description', content: 'What we collect about you, why, who else handles it, how long we keep it, and your rights.' },
]

/**
 * The privacy notice (issue 35), public: written from this copy's settings,
 * its processor table, retention table and cookie table, so it says what the
 * code does.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const sections = privacyNotice(noticeFacts(context.env))
  return {
    brand: context.env.BRAND_NAME,
    signedIn: !!(await getCurrentCustomer(request, context)),
    sections,
    version: PRIVACY_NOTICE.version,
    updated: PRIVACY_NOTICE.updated,
    updatedWords: NOTICE_UPDATED_WORDS,
    minutes: readingMinutes(sections),
  }
}

export default function PrivacyPage() {
  const data = useLoaderData<typeof loader>()
  return (
    <div className="min-h-screen bg-gradient-to-b from-peach-50 via-canvas to-canvas">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <header className="mx-auto flex max-w-4xl items-center justify-between gap-4 px-4 py-5 sm:px-6">
        <Link to={data.signedIn ? '/dashboard' : '/'} aria-label={data.signedIn ? 'Your dashboard' : `${data.brand} home`}>
          <Logo brand={data.brand} />
        </Link>
        <Link to={data.signedIn ? '/dashboard' : '/'} className="text-sm font-semibold text-brand-700 underline underline-offset-2">
          {data.signedIn ? 'Back to your dashboard' : 'Home'}
        </Link>
      </header>
      <main id="main" className="mx-auto max-w-4xl space-y-10 px-4 pb-16 sm:px-6">
        <div className="space-y-3">
          <h1 className="text-3xl text-brand-800 sm:text-4xl">Privacy notice</h1>
          <p className="text-sm text-slate-600" data-testid="notice-version">
            Version {data.version} · Last updated <time dateTime={data.updated}>{data.updatedWords}</time> · About {data.minutes}{' '}
            {data.minutes === 1 ? 'minute' : 'minutes'} to read
          </p>
          <p className="max-w-prose text-lg text-slate-700">
            This notice tells you what {data.brand} collects about you, why, who else handles it, how long we keep it, and your
            rights. We have written it for you, in plain English.
          </p>
        </div>
        <NoticeView sections={data.sections} />
      </main>
    </div>
  )
}
