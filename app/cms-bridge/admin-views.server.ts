/**
 * What the custom admin views (cms/admin/views) read on the server, and the
 * answer shapes their client parts show. Each loader checks nothing about the
 * caller: the view checks the staff role before calling it.
 */
export { listContentReview, reviewQuery, type ReviewItem } from '../services/admin/content-review.server'
export type { CustomerDetails, CustomerMediaItem } from '../services/admin/customer-records.server'
export { customerListQuery, listCustomers } from '../services/admin/list-customers.server'
export { dashboardStats } from '../services/admin/dashboard-stats.server'
export { listDistributions } from '../services/admin/list-distributions.server'
export { listLibrary, pageQuery } from '../services/admin/media-library.server'
export type { PublicCheckin } from '../services/checkins/public'
export type { PublicBleedingDay } from '../services/treatments/public'
export { requestTimeZoneOrDefault } from '../lib/time-zone.server'
