/**
 * A water bill from its meter: the units used between two readings times the rate per unit, rounded to whole
 * shillings (M-Pesa takes no cents). One rule for the form that shows it as you type and the server that
 * stores it.
 */
export function meterBillAmount(input: {
  previousReading: number;
  currentReading: number;
  ratePerUnit: number;
}): number {
  // Rounded to thousandths first, so that 0.1 + 0.2 style float noise never tips a half shilling.
  const used = Math.round((input.currentReading - input.previousReading) * 1000) / 1000;
  return Math.round(Math.round(used * input.ratePerUnit * 1000) / 1000);
}
