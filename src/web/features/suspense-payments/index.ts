/** The suspense-payments feature's public face: the superadmin's card for allocating unmatched paybill money. */
export { suspensePaymentsKeys } from './api/suspense-payments-queries';
export { SuspensePaymentsCard } from './components/suspense-payments-card';
