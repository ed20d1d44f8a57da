/**
 * Set while this tab signs out: the dashboard leaves for / on its own. Until it is gone, its guard must not
 * read the cleared user as "the session ended" and go to /auth instead.
 */
let signedOutHere = false;

export function markSignedOutHere(): void {
  signedOutHere = true;
}

export function isSignedOutHere(): boolean {
  return signedOutHere;
}

export function clearSignedOutHere(): void {
  signedOutHere = false;
}
