import { Link } from '@remix-run/react'

import { buttonClass } from '~/components/ui/Button'
import { Illustration } from '~/components/ui/Illustration'

/**
 * 'Page not found', with the way back: to the dashboard when signed in (the
 * navigation stays around it), to the home page otherwise.
 */
export function NotFound({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center py-10 text-center">
      <Illustration name="lost" className="h-40 w-auto" />
      <h1 className="mt-6 text-3xl text-brand-800">Page not found</h1>
      <p className="mt-3 text-slate-700">
        {signedIn
          ? 'This page does not exist, or is not ready yet. Everything else is a click away in the menu.'
          : 'The page you were looking for does not exist.'}
      </p>
      <Link to={signedIn ? '/dashboard' : '/'} className={buttonClass('primary', 'mt-6')}>
        {signedIn ? 'Back to your dashboard' : 'Go to the home page'}
      </Link>
    </div>
  )
}
