import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { json } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useId } from 'react'

import { PublicPage } from '~/components/PublicPage'
import { Button } from '~/components/ui/Button'
import { UNSUBSCRIBE_INVALID, UNSUBSCRIBE_WORDS, type UnsubscribeList } from '~/domain/mail/unsubscribe'
import { readUnsubscribeLink, unsubscribe } from '~/services/mail/unsubscribe.server'
import { useRootData } from '~/root'

export const meta: MetaFunction = () => [{ title: 'E-mail settings · Menopause Support' }, { name: 'robots', content: 'noindex' }]

export const headers: HeadersFunction = () => ({ 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'no-store' })

function tokenOf(request: Request, form?: FormData): string {
  return (new URL(request.url).searchParams.get('token') ?? String(form?.get('token') ?? '')).trim()
}

/**
 * The unsubscribe link of a reminder or a content note (issue 25), signed in
 * or not. Opening it asks (mail scanners open links; only a click turns
 * anything off); the button, or a mail app's one-click POST to the same
 * address (RFC 8058, body `List-Unsubscribe=One-Click`), turns it off.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = tokenOf(request)
  const link = token ? await readUnsubscribeLink(context.payload, context.env, token) : null
  if (!link) return json({ list: null, token: null }, 400)
  return json({ list: link.list as UnsubscribeList | null, token: token as string | null })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const token = tokenOf(request, await request.formData())
  const link = token ? await readUnsubscribeLink(context.payload, context.env, token) : null
  if (!link) return json({ done: null as UnsubscribeList | null }, 400)
  await unsubscribe(context.payload, link)
  return json({ done: link.list as UnsubscribeList | null })
}

export default function Unsubscribe() {
  const { list, token } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const { brand } = useRootData()
  const titleId = useId()
  const done = result?.done ?? null

  if (done) {
    return (
      <PublicPage brand={brand} title="Done" titleId={titleId}>
        <p role="status" className="text-slate-700">
          {UNSUBSCRIBE_WORDS[done].done}
        </p>
        <p className="mt-4 text-sm text-slate-700">
          Changed your mind? Turn them back on from{' '}
          <Link to="/account#reminders" className="font-semibold text-brand-700 underline">
            your account page
          </Link>
          .
        </p>
      </PublicPage>
    )
  }
  if (!list || !token || (result && !result.done)) {
    return (
      <PublicPage brand={brand} title="This link does not work" titleId={titleId}>
        <p className="text-slate-700">{UNSUBSCRIBE_INVALID}</p>
        <Link to="/account#reminders" className="mt-4 inline-block font-semibold text-brand-700 underline">
          Go to your account page
        </Link>
      </PublicPage>
    )
  }
  const words = UNSUBSCRIBE_WORDS[list]
  return (
    <PublicPage brand={brand} title={words.question} titleId={titleId}>
      <p className="text-slate-700">One click and they stop. You can turn them back on from your account page whenever you like.</p>
      <Form method="post" action={`/unsubscribe?token=${encodeURIComponent(token)}`} className="mt-6">
        <Button type="submit" className="w-full" disabled={navigation.state !== 'idle'}>
          {words.button}
        </Button>
      </Form>
    </PublicPage>
  )
}
