/** Set in the request context by the start-up seed of ADMIN_EMAIL (cms/seed.ts). */
export const SEED_FIRST_STAFF = 'seedFirstStaff'

/** Why a first staff account from anywhere else is refused in production. */
export const FIRST_STAFF_REFUSED = 'The first staff account is created from ADMIN_EMAIL and ADMIN_PASSWORD when the server starts'
