export function TierBadge({ tier, suffix = '' }: { tier: string; suffix?: string }) {
  const plus = tier.endsWith('+')
  return (
    <span
      data-testid="tier-badge"
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ${
        plus ? 'bg-purple-100 text-purple-800' : 'bg-brand-100 text-brand-800'
      }`}
    >
      {tier}
      {suffix}
    </span>
  )
}
