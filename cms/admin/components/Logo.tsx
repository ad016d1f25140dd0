import { env } from '../../../app/lib/env.server'

/** The brand mark (a sun rising over a leaf), the same drawing as the customer site's (app/components/Logo.tsx). */
function BrandMark() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 32 32" className="lib-logo__mark">
      <circle cx="16" cy="16" r="16" fill="#fce7f3" />
      <circle cx="16" cy="14" r="6" fill="#f6a27a" />
      <path d="M5 22c4-5 8-6 11-6s7 1 11 6c-4 4-7 5-11 5s-7-1-11-5z" fill="#be185d" />
      <path d="M16 16v10" stroke="#fce7f3" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  )
}

/** Payload's `graphics.Logo`: the mark and the brand name (BRAND_NAME) on the login screen. */
export function Logo() {
  return (
    <span className="lib-logo">
      <BrandMark />
      <span className="lib-logo__name">{env().BRAND_NAME}</span>
      <span className="lib-logo__sub">admin</span>
    </span>
  )
}

/** Payload's `graphics.Icon`: the mark alone in the header, named for screen readers. */
export function Icon() {
  return (
    <span className="lib-logo lib-logo--icon">
      <BrandMark />
      <span className="lib-visually-hidden">{`${env().BRAND_NAME} admin`}</span>
    </span>
  )
}
