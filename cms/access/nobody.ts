/**
 * No one, through the admin or /cms-api: only the app's own code (Local API)
 * writes these. Serves collection and field access alike.
 */
export const nobody = (): false => false
