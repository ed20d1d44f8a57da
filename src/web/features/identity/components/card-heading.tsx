import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

/** The card's title as the page's one h1 (these screens are a single card). */
export function CardHeading({ className, ...props }: ComponentProps<'h1'>) {
  return <h1 className={cn('text-2xl font-semibold leading-tight tracking-tight', className)} {...props} />;
}
