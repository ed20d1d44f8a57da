import { useId } from 'react';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { useDataSaver } from '@web/lib/data-saver';

/** The settings' Data saver switch (see lib/data-saver.ts for what it changes). */
export function DataSaverSwitch({ label, hint }: { label: string; hint: string }) {
  const [on, setOn] = useDataSaver();
  const id = useId();
  const hintId = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
      <Switch id={id} aria-describedby={hintId} checked={on} onCheckedChange={setOn} />
    </div>
  );
}
