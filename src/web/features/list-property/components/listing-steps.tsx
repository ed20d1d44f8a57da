import { useLingui } from '@lingui/react';
import { CheckIcon } from 'lucide-react';
import type { ListingStatus } from '@common/listings/listing-contracts';
import { listingPipelineTexts } from '@common/listings/listing-pipeline-texts';
import { translateText } from '@web/i18n';
import { cn } from '@web/lib/cn';
import { listPropertyTexts } from '../list-property-texts';

const t = listPropertyTexts.workspace;

/** Where a listing is among the spec's four steps (0-based); a new listing is at Submit Details. */
export function stepOf(status: ListingStatus | null): number {
  switch (status) {
    case 'pending':
      return 1;
    case 'live':
    case 'paused':
    case 'let':
    case 'sold':
      return 4;
    default:
      return 0;
  }
}

/**
 * The four steps as a progress indicator: done, current, to do (said in words, not only by colour). Without
 * `current` (the lister's overview) they are the steps themselves, none marked.
 */
export function ListingSteps({ current, label }: { current?: number; label: string }) {
  const { i18n } = useLingui();
  return (
    <ol aria-label={label} className="grid grid-cols-4 gap-1 text-center text-xs sm:text-sm">
      {listingPipelineTexts.steps.map((english, index) => {
        const step = translateText(i18n, english);
        const state =
          current === undefined ? 'plain' : index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li
            key={english}
            aria-current={state === 'current' ? 'step' : undefined}
            className="grid justify-items-center gap-1"
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex size-8 items-center justify-center rounded-full border-2 font-semibold',
                state === 'done' && 'border-primary bg-primary text-primary-foreground',
                (state === 'current' || state === 'plain') && 'border-primary text-primary',
                state === 'todo' && 'border-muted text-muted-foreground',
              )}
            >
              {state === 'done' ? <CheckIcon className="size-4" /> : index + 1}
            </span>
            <span className={cn('leading-tight', state === 'todo' && 'text-muted-foreground')}>
              <span className="sr-only">
                {state === 'done'
                  ? i18n._(t.stepDone(step))
                  : state === 'current'
                    ? i18n._(t.stepCurrent(step))
                    : i18n._(t.stepTodo(step))}
              </span>
              <span aria-hidden="true">{step}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
