/**
 * The rent-advances feature's public face: CoopaRent's rent advance for landlords and agents (its routes), and
 * the landlord's side of a rent payment, which repays an outstanding advance first (the rent settlement path
 * builds its journal with it).
 */
export { landlordRentPostings, type LandlordRentShare } from './landlord-rent-postings';
export { rentAdvanceDocumentUploadPath, rentAdvanceRoutes } from './rent-advance-routes';
