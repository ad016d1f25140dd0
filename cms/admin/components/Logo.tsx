import { env } from '../../../app/lib/env.server'

/** The brand mark on the login screen and in the navigation (BRAND_NAME). */
export function Logo() {
  return (
    <span className="lib-logo">
      {env().BRAND_NAME}
      <span className="lib-logo__sub"> admin</span>
    </span>
  )
}

export function Icon() {
  return (
    <span className="lib-logo lib-logo--icon" aria-hidden="true">
      {env().BRAND_NAME.charAt(0)}
    </span>
  )
}
