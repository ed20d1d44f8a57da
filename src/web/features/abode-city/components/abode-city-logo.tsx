import { cn } from '@web/lib/cn';

/** The firm's mark: a roof line over city blocks. Drawn inline so it needs no image request. */
export function AbodeCityLogo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={cn('size-16', className)} aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="currentColor" />
      <path d="M10 30 32 12l22 18" fill="none" stroke="#fff" strokeWidth="4" strokeLinejoin="round" />
      <path d="M16 52V34h9v18M28 52V26h8v26M39 52V36h9v16" fill="#fff" opacity="0.92" />
    </svg>
  );
}
