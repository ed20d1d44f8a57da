import { useLingui } from '@lingui/react';
import { CheckCircle2Icon } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { ConsultationView } from '@common/abode-city/abode-city-contracts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { abodeCityTexts } from '../abode-city-texts';
import { nairobiTime } from '../abode-city-format';

const t = abodeCityTexts.consultation;

// The form (its schema, the slot picker, react-hook-form) loads when the dialog first opens.
const ConsultationForm = lazy(() =>
  import('./consultation-form').then((module) => ({ default: module.ConsultationForm })),
);

/** 'Schedule a Consultation': a free slot of the firm's hours, in person or by phone. */
export function ConsultationDialog({ trigger }: { trigger: ReactNode }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const [booked, setBooked] = useState<ConsultationView | null>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setBooked(null);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-2xl" closeLabel={i18n._(t.close)}>
        <DialogHeader>
          <DialogTitle>{i18n._(t.title)}</DialogTitle>
          <DialogDescription>{i18n._(t.description)}</DialogDescription>
        </DialogHeader>
        {booked ? (
          <div role="status" className="grid gap-2">
            <p className="flex items-center gap-2 font-semibold">
              <CheckCircle2Icon className="size-5 text-primary" aria-hidden="true" />
              {i18n._(t.bookedTitle)}
            </p>
            <p className="text-sm text-muted-foreground">
              {i18n._(t.bookedBody(nairobiTime(booked.startsAt)))}
            </p>
          </div>
        ) : (
          <Suspense fallback={<Skeleton className="h-96 w-full" />}>
            <ConsultationForm onBooked={setBooked} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
