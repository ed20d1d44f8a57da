/** The audit-trail feature's public face: the staff card. */
export { AuditTrailCard } from './components/audit-trail-card';
