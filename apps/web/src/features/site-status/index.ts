/** Maintenance, region blocks and the gate in front of the player site. */
export { MaintenancePage } from './maintenance-page';
export { StatusGate } from './components/StatusGate';
export { isBlocked, prefetchSiteStatus, useSiteStatus } from './hooks/useSiteStatus';
