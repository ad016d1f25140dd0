/**
 * What the custom admin views (cms/admin/views) read on the server (their
 * client parts call /api/admin instead: admin-api.ts). Each loader checks
 * nothing about the caller: the view checks the staff role before calling it.
 */
export { listContentReview, reviewQuery, type ReviewItem } from '../services/admin/content-review.server'
export { customerListQuery, listCustomers } from '../services/admin/list-customers.server'
export { dashboardStats } from '../services/admin/dashboard-stats.server'
export { listDistributions } from '../services/admin/list-distributions.server'
export { listLibrary, pageQuery } from '../services/admin/media-library.server'
export { requestTimeZoneOrDefault } from '../lib/time-zone.server'
