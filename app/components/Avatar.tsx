import { avatarInitial } from '~/domain/user'

export function Avatar({ name, picture, size = 'h-9 w-9' }: { name: string; picture: string | null; size?: string }) {
  if (picture) {
    return <img src={picture} alt="" className={`${size} rounded-full object-cover`} referrerPolicy="no-referrer" />
  }
  return (
    <span
      aria-hidden="true"
      className={`${size} inline-flex items-center justify-center rounded-full bg-brand-600 font-semibold text-white`}
    >
      {avatarInitial(name)}
    </span>
  )
}
