/** Collection hook bodies that need the app's services. */
export { applyCheckinChange } from '../services/checkin-stats.server'
