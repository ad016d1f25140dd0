import type { AfterErrorHook } from 'payload'

/** What busboy (Payload's form and upload parser) says about a body it cannot read. */
const UNREADABLE_FORM =
  /^(Unexpected end of (form|file)|Malformed (part header|urlencoded form)|Multipart: Boundary not found|Unsupported content type|Request is not eligible for file upload)/

/**
 * Payload's REST API answers 500 when a request itself cannot be read: a
 * `where` query that is not JSON, a multipart body that ends early, a body
 * nested too deep to walk. Those are
 * the caller's mistakes: 400, in Payload's own error shape. Errors Payload
 * gave a 4xx status keep it; anything else stays a 500.
 */
export const answerUnreadableRequests: AfterErrorHook = ({ error }) => {
  const status = Number((error as { status?: unknown }).status ?? 500)
  if (status !== 500) return
  const unreadable =
    error instanceof SyntaxError ||
    error instanceof URIError ||
    UNREADABLE_FORM.test(error.message) ||
    // A body nested thousands of levels deep exhausts the stack while Payload walks it.
    (error instanceof RangeError && error.message === 'Maximum call stack size exceeded')
  if (unreadable) return { status: 400, response: { errors: [{ message: 'The request could not be read.' }] } }
}
