/**
 * The rent-roll feature's public face: the landlord's side of money (revenue, the rent roll with arrears and
 * the earnings balance, payments received, the last 12 months as charts) and the 'Add Bill' button the
 * properties card shows on a unit.
 */
export { AddBillButton } from './components/add-bill-button';
export { PerformanceCharts } from './components/performance-charts';
export { RecentPaymentsCard } from './components/recent-payments-card';
export { RentRollCard } from './components/rent-roll-card';
export { RevenueStat } from './components/revenue-stat';
