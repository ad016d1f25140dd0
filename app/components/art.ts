import emptyChart from '~/assets/art/empty-chart.svg'
import emptyCheckins from '~/assets/art/empty-checkins.svg'
import emptyPlan from '~/assets/art/empty-plan.svg'
import hero from '~/assets/art/hero.svg'
import lost from '~/assets/art/lost.svg'

/**
 * The app's own illustrations (app/assets/art, drawn for this product in the
 * brand colours, each under 2.1 KB). They are files, not inline SVG, so they
 * cost no JavaScript and are cached once. All are decorative: the text next
 * to them says what they show, so they carry empty alt text.
 */
export const ART = { hero, emptyChart, emptyCheckins, emptyPlan, lost } as const
