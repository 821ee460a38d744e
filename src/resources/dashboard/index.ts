/** The staff pages of the dashboard area, each carrying its route (`Page.path`), registered in `App.tsx`. */
export { DashboardPage } from './DashboardPage';
export { ApprovalsPage } from '../approvals/ApprovalsPage';
export { FeaturedPage } from '../featured/FeaturedPage';
export { FeaturedEventsPage } from '../featured/FeaturedEventsPage';
export { BuildPage } from '../build/BuildPage';
export { AdminEventsPage } from '../adminEvents/AdminEventsPage';
export { LandmarksPage, PlotsPage } from '../adminEvents/TargetEntitiesPage';
export { ArchivedEscrowsPage, EscrowsPage } from '../escrows/EscrowsPage';
