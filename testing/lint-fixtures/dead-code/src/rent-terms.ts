export const rentDueDay = 5;

/** Dead: nothing imports it, so knip must report it. */
export const lateFeePercent = 10;
