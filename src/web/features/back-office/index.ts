/** The back office's public face: the superadmin's money overview card. */
export { MoneyOverviewCard } from './components/money-overview-card';
