import { WrenchIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { maintenanceReportInput } from '@common/maintenance/maintenance-contracts';
import { maintenanceMessages } from '@common/maintenance/maintenance-messages';
import {
  maintenanceCategories,
  maintenanceCategoryLabels,
  maintenanceLimits,
  maintenanceUrgencies,
  maintenanceUrgencyLabels,
} from '@common/maintenance/maintenance-vocabulary';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/textarea';
import { paths } from '@web/config/paths';
import { useReportProblem } from '../api/maintenance-queries';

const t = maintenanceMessages.page;
const selectClass =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-sm focus-visible:outline-2 focus-visible:outline-ring';

/**
 * The tenant's 'Report a problem' card: category, description, urgency, access notes and up to five photos
 * taken with the phone's camera. Checked with the server's own schema before it is sent.
 */
export function ReportProblemCard() {
  const id = useId();
  const navigate = useNavigate();
  const report = useReportProblem();
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const photos = (data.getAll('photos') as File[]).filter((file) => file.size > 0);
    const parsed = maintenanceReportInput.safeParse({
      category: data.get('category') || undefined,
      description: data.get('description'),
      urgency: data.get('urgency') || undefined,
      accessNotes: data.get('accessNotes') ?? '',
    });
    const found: Record<string, string> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    }
    if (photos.length > maintenanceLimits.photos) found.photos = t.tooManyPhotos;
    setErrors(found);
    if (!parsed.success || found.photos) return;
    report.mutate(
      { report: parsed.data, photos },
      {
        onSuccess: (created) => {
          toast.success(t.reported);
          void navigate(paths.maintenanceRequest(created.id));
        },
      },
    );
  };

  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold leading-tight">
          <WrenchIcon className="size-5 text-primary" aria-hidden="true" />
          {t.reportTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{t.reportIntro}</p>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" noValidate onSubmit={submit}>
          <FormField id={`${id}-category`} label={t.category} error={errors.category}>
            <select
              name="category"
              defaultValue=""
              className={selectClass}
              {...fieldAria(`${id}-category`, errors.category)}
            >
              <option value="" disabled>
                —
              </option>
              {maintenanceCategories.map((category) => (
                <option key={category} value={category}>
                  {maintenanceCategoryLabels[category]}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id={`${id}-description`} label={t.description} error={errors.description}>
            <Textarea name="description" rows={3} {...fieldAria(`${id}-description`, errors.description)} />
          </FormField>
          <fieldset className="grid gap-2">
            <legend className="text-sm font-medium">{t.urgency}</legend>
            <div className="flex flex-wrap gap-4">
              {maintenanceUrgencies.map((urgency) => (
                <label key={urgency} className="flex items-center gap-2 text-sm">
                  <input type="radio" name="urgency" value={urgency} className="size-4" />
                  {maintenanceUrgencyLabels[urgency]}
                </label>
              ))}
            </div>
            {errors.urgency ? (
              <p role="alert" className="text-sm text-destructive">
                {errors.urgency}
              </p>
            ) : null}
          </fieldset>
          <FormField id={`${id}-access`} label={t.accessNotes} hint={t.accessHint} error={errors.accessNotes}>
            <Textarea name="accessNotes" rows={2} {...fieldAria(`${id}-access`, errors.accessNotes, true)} />
          </FormField>
          <FormField id={`${id}-photos`} label={t.photos} hint={t.photosHint} error={errors.photos}>
            <input
              name="photos"
              type="file"
              accept="image/*"
              capture="environment"
              multiple
              className="text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5"
              {...fieldAria(`${id}-photos`, errors.photos, true)}
            />
          </FormField>
          <Button type="submit" disabled={report.isPending} className="justify-self-start">
            {report.isPending ? t.reporting : t.reportButton}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
