import { Link } from 'react-router';
import { paths } from '@web/config/paths';
import { layoutTexts } from './layout-texts';

export function SiteLogo() {
  return (
    <Link to={paths.home} className="flex items-center gap-2 rounded-md font-bold tracking-tight">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="currentColor" className="text-primary" />
        <path d="M6 16 16 7l10 9v9a1 1 0 0 1-1 1h-6v-7h-6v7H7a1 1 0 0 1-1-1z" fill="#fff" />
      </svg>
      <span className="text-xl">{layoutTexts.brand}</span>
    </Link>
  );
}
