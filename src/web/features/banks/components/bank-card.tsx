import { Building2Icon } from 'lucide-react';

/** A supported bank: only its name, as the spec asks. */
export function BankCard({ name }: { name: string }) {
  return (
    <li className="flex min-h-16 items-center gap-3 rounded-lg border bg-card p-4 shadow-sm">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <Building2Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="font-medium">{name}</span>
    </li>
  );
}
