/**
 * The web app manifest (docs/features/phone-app.md): what a phone needs to
 * install the site as an app. Names come from BRAND_NAME; the colours are
 * the brand's (tailwind.config.ts: berry 600 and the canvas).
 */
export const THEME_COLOUR = '#be185d'
export const BACKGROUND_COLOUR = '#fcf8f6'

export const APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const

export const APPLE_TOUCH_ICON = '/icons/apple-touch-icon.png'

/** A home-screen label fits about 12 characters; a longer brand keeps its first word. */
export function shortName(brand: string): string {
  if (brand.length <= 12) return brand
  const first = brand.split(/\s+/)[0]
  return first.length <= 12 ? first : first.slice(0, 12)
}

/** The app icon's long-press menu: one tap to the moment's action. */
export const APP_SHORTCUTS = [
  { name: 'Log a hot flush', short_name: 'Hot flush', description: 'Log a hot flush or night sweat as it happens', url: '/flushes', icons: [APP_ICONS[0]] },
] as const

export function webAppManifest(brand: string) {
  return {
    id: '/dashboard',
    name: brand,
    short_name: shortName(brand),
    description: 'Daily check-ins, meal plans and expert content for your menopause.',
    lang: 'en-GB',
    dir: 'ltr',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    categories: ['health', 'lifestyle'],
    icons: APP_ICONS,
    shortcuts: APP_SHORTCUTS,
  }
}
