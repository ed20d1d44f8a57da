/**
 * The back office's users: its routes (find, read, suspend, restore, grant a role), and the one way an account
 * is suspended (sessions ended, listings out of search, recorded for restoring), which listing moderation
 * uses when it removes a listing for fraud.
 */
export { suspendAccountWithListings } from './suspend-account-with-listings';
export { userAdminRoutes } from './user-admin-routes';
