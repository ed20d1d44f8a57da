import { cn } from '@web/lib/cn';

/** A top-bar link: the active page's link in the primary colour. Shared by the bar and the mobile menu. */
export const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-2 py-2 text-[13px] font-medium transition-colors hover:bg-muted @5xl:px-3 @5xl:text-sm',
    isActive ? 'text-primary' : 'text-foreground/80',
  );
