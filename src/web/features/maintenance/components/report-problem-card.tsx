import { useLingui } from '@lingui/react';
import { WrenchIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { maintenanceReportInput } from '@common/maintenance/maintenance-contracts';
import {
  maintenanceCategories,
  maintenanceLimits,
  maintenanceUrgencies,
} from '@common/maintenance/maintenance-vocabulary';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/textarea';
import { paths } from '@web/config/paths';
import { useErrorText } from '@web/i18n';
import { useReportProblem } from '../api/maintenance-queries';
import { maintenanceTexts } from '../maintenance-texts';

const t = maintenanceTexts.page;
const selectClass =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-sm focus-visible:outline-2 focus-visible:outline-ring';

/**
 * The tenant's 'Report a problem' card: category, description, urgency, access notes and up to five photos
 * taken with the phone's camera. Checked with the server's own schema before it is sent.
 */
export function ReportProblemCard() {
  const { i18n } = useLingui();
  const errorText = useErrorText();
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
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= errorText.text(issue.message);
    }
    if (photos.length > maintenanceLimits.photos) found.photos = i18n._(t.tooManyPhotos);
    setErrors(found);
    if (!parsed.success || found.photos) return;
    report.mutate(
      { report: parsed.data, photos },
      {
        onSuccess: (created) => {
          toast.success(i18n._(t.reported));
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
          {i18n._(t.reportTitle)}
        </h2>
        <p className="text-sm text-muted-foreground">{i18n._(t.reportIntro)}</p>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" noValidate onSubmit={submit}>
          <FormField id={`${id}-category`} label={i18n._(t.category)} error={errors.category}>
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
                  {i18n._(maintenanceTexts.categoryLabels[category])}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id={`${id}-description`} label={i18n._(t.description)} error={errors.description}>
            <Textarea name="description" rows={3} {...fieldAria(`${id}-description`, errors.description)} />
          </FormField>
          <fieldset className="grid gap-2">
            <legend className="text-sm font-medium">{i18n._(t.urgency)}</legend>
            <div className="flex flex-wrap gap-4">
              {maintenanceUrgencies.map((urgency) => (
                <label key={urgency} className="flex items-center gap-2 text-sm">
                  <input type="radio" name="urgency" value={urgency} className="size-4" />
                  {i18n._(maintenanceTexts.urgencyLabels[urgency])}
                </label>
              ))}
            </div>
            {errors.urgency ? (
              <p role="alert" className="text-sm text-destructive">
                {errors.urgency}
              </p>
            ) : null}
          </fieldset>
          <FormField
            id={`${id}-access`}
            label={i18n._(t.accessNotes)}
            hint={i18n._(t.accessHint)}
            error={errors.accessNotes}
          >
            <Textarea name="accessNotes" rows={2} {...fieldAria(`${id}-access`, errors.accessNotes, true)} />
          </FormField>
          <FormField
            id={`${id}-photos`}
            label={i18n._(t.photos)}
            hint={i18n._(t.photosHint)}
            error={errors.photos}
          >
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
            {report.isPending ? i18n._(t.reporting) : i18n._(t.reportButton)}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
