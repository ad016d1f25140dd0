/** The sender of every message: `MAIL_FROM` (`Name <address>` or an address), else the brand at no-reply@ the app's host. */
export interface Sender {
  name: string
  address: string
}

const ADDRESS = /^[^\s@<>",;]+@[^\s@<>",;]+$/

/** `Liberate <care@example.com>`, `"Liberate Care" <care@example.com>` or `care@example.com`; null when it is neither. */
export function parseSender(value: string, brand: string): Sender | null {
  const named = /^\s*"?([^"<>]*?)"?\s*<([^<>]+)>\s*$/.exec(value)
  if (named) {
    const address = named[2].trim()
    return ADDRESS.test(address) ? { name: named[1].trim() || brand, address } : null
  }
  const bare = value.trim()
  return ADDRESS.test(bare) ? { name: brand, address: bare } : null
}

/** The sender when `MAIL_FROM` is not set: no-reply at the host of the app's address. */
export function defaultSender(brand: string, appUrl: string): Sender {
  const host = new URL(appUrl).hostname
  const domain = host === 'localhost' || /^[\d.]+$/.test(host) || host.includes(':') ? 'localhost.localdomain' : host
  return { name: brand, address: `no-reply@${domain}` }
}
