import { Link } from '@remix-run/react'

import { GoogleButton } from '~/components/AuthModal'
import { Button } from '~/components/ui/Button'
import { Illustration } from '~/components/ui/Illustration'

/** The landing page's hero (spec doc 1 §2): welcome badge, the promise, 'Sign up / Sign in' and Google. */
export function LandingHero({ brand, onSignIn }: { brand: string; onSignIn: () => void }) {
  return (
    <section className="mx-auto grid max-w-6xl items-center gap-10 px-6 pb-12 pt-8 md:grid-cols-2 md:pt-14">
      <div className="text-center md:text-left">
        <p className="inline-block rounded-full bg-brand-100 px-4 py-1 text-sm font-semibold text-brand-800">
          Welcome to your liberation journey
        </p>
        <h1 className="mt-6 text-4xl leading-tight text-slate-900 sm:text-5xl lg:text-6xl">
          Thrive through menopause with <span className="text-brand-700">{brand}</span>
        </h1>
        <p className="mx-auto mt-5 max-w-xl text-lg text-slate-700 md:mx-0">
          Track your symptoms, eat for how you feel, and learn from experts, with support that adapts to you.
        </p>
        <div className="mt-8 flex flex-col items-center gap-3 sm:flex-row sm:justify-center md:justify-start">
          <Button onClick={onSignIn} className="px-6 py-3 text-base">
            Sign up / Sign in
          </Button>
          <GoogleButton className="px-6 py-3 text-base" />
        </div>
        <p className="mt-5 text-slate-700">
          New here?{' '}
          <Link to="/signup-questionnaire" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
            Answer a few questions and get your first meal plan
          </Link>
        </p>
      </div>
      <Illustration name="hero" className="mx-auto h-auto w-full max-w-xs sm:max-w-sm md:max-w-md" />
    </section>
  )
}
