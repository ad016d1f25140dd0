import { ART } from '~/components/art'

/** Intrinsic sizes of the drawings (their viewBox), so the page reserves their space before they load. */
const SIZES: Record<keyof typeof ART, [number, number]> = {
  hero: [400, 360],
  emptyChart: [200, 160],
  emptyCheckins: [200, 160],
  emptyPlan: [200, 160],
  lost: [240, 180],
}

/** One of the app's illustrations; decorative, so its alt text is empty. */
export function Illustration({ name, className = '' }: { name: keyof typeof ART; className?: string }) {
  const [width, height] = SIZES[name]
  return <img src={ART[name]} alt="" width={width} height={height} className={className} />
}
