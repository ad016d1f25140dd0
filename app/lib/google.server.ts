import { createCookieSessionStorage } from '@remix-run/node'
import type { AppLoadContext } from '@remix-run/node'
import { Authenticator } from 'remix-auth'
import { GoogleStrategy } from 'remix-auth-google'

import { COOKIES } from '../domain/privacy/cookies'
import type { Env } from './env.server'

/**
 * Google's endpoints come from the environment so tests and local runs can
 * point them at a fake; production uses Google's defaults.
 */
class ConfigurableGoogleStrategy<User> extends GoogleStrategy<User> {
  constructor(settings: Env, verify: ConstructorParameters<typeof GoogleStrategy<User>>[1]) {
    super(
      {
        clientID: settings.GOOGLE_CLIENT_ID!,
        clientSecret: settings.GOOGLE_CLIENT_SECRET!,
        callbackURL: `${settings.APP_URL}/auth/google/callback`,
        prompt: 'select_account',
      },
      verify,
    )
    this.authorizationURL = settings.GOOGLE_AUTHORIZATION_URL
    this.tokenURL = settings.GOOGLE_TOKEN_URL
    ;(this as unknown as { userInfoURL: string }).userInfoURL = settings.GOOGLE_USERINFO_URL
  }
}

/** What Google tells us about the customer signing in. */
export interface GoogleProfile {
  googleId: string
  email: string
  name: string
  picture: string | null
}

export function googleConfigured(settings: Env): boolean {
  return Boolean(settings.GOOGLE_CLIENT_ID && settings.GOOGLE_CLIENT_SECRET)
}

// eslint-disable-next-line no-restricted-syntax -- a memo every copy of this module computes the same (process-state.server.ts)
let cached: Authenticator<GoogleProfile> | undefined

/** The authenticator resolves to Google's profile of the customer; the route finds or creates her account. */
export function googleAuthenticator(context: AppLoadContext): Authenticator<GoogleProfile> {
  if (cached) return cached
  const settings = context.env
  const stateStorage = createCookieSessionStorage({
    cookie: {
      name: COOKIES.oauthState.name,
      httpOnly: true,
      sameSite: 'lax',
      path: '/auth/google',
      secure: settings.APP_URL.startsWith('https://'),
      secrets: [settings.PAYLOAD_SECRET],
      maxAge: COOKIES.oauthState.maxAgeSeconds,
    },
  })
  const authenticator = new Authenticator<GoogleProfile>(stateStorage)
  authenticator.use(
    new ConfigurableGoogleStrategy<GoogleProfile>(settings, async ({ profile }) => {
      const address = profile.emails?.[0]?.value
      if (!address) throw new Error('Google did not share an e-mail address')
      return {
        googleId: profile.id,
        email: address.trim().toLowerCase(),
        name: profile.displayName ?? '',
        picture: profile.photos?.[0]?.value ?? null,
      }
    }),
  )
  cached = authenticator
  return authenticator
}
