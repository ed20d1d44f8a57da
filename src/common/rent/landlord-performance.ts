// GET /api/rent/landlord-performance → LandlordPerformance: the landlord's last 12 Nairobi months, oldest first.

/** One month of the landlord's portfolio, from their units, tenancies, invoices and ledger. */
export interface PerformanceMonth {
  /** `2026-11`. */
  month: string;
  /** Units of theirs at the month's end (today for the month under way), and those with a tenancy then. */
  units: number;
  occupiedUnits: number;
  /** occupiedUnits of units, in whole percent; null with no unit. */
  occupancyRate: number | null;
  /** The month's rent invoices: raised, and paid of them so far. */
  rentInvoiced: number;
  rentCollected: number;
  /** rentCollected of rentInvoiced, in whole percent; null when no rent was invoiced for the month. */
  collectionRate: number | null;
  /** Owed at the month's end (now for the month under way) on invoices past their due date, KES. */
  arrears: number;
  /** Rent credited to their earnings in the month, from the ledger (bills are not revenue), KES. */
  revenue: number;
}

export interface LandlordPerformance {
  months: PerformanceMonth[];
}
