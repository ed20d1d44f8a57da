/** Dead: no file imports this one, so knip must report it. */
export const graceDays = 3;
