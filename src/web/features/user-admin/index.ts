/** The back office's users (superadmin): find an account, read it, suspend or restore it, grant a role. */
export { UsersCard } from './components/users-card';
