/**
 * What the app composes from the rent advance: the landlord's application page (CoopaRent 'For
 * Landlords/Agents' Apply), the landlord's dashboard card, and the financing officer's queue card.
 */
export { RentAdvanceApplicationPage } from './components/rent-advance-application-page';
export { RentAdvanceCard } from './components/rent-advance-card';
export { RentAdvanceDecisionsCard } from './components/rent-advance-decisions-card';
