import { useLingui } from '@lingui/react';
import { removeCriterion } from '@common/search/criteria-labels';
import { hasAnyCriterion, type SearchCriteria } from '@common/search/search-criteria';
import type { SavedSearch, SavedSearchFrequency } from '@common/saved-searches/saved-search-contracts';
import type { MessageDescriptor } from '@lingui/core';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { DialogFormFooter } from '@web/components/dialog-form-footer';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { fieldAria, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@web/components/ui/radio-group';
import { useErrorText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import { useCreateSavedSearch, useUpdateSavedSearch } from '../api/saved-search-queries';
import { savedSearchTexts as t } from '../saved-search-texts';
import { CriteriaChipList } from './criteria-chip-list';

/**
 * Saves a search (or edits a saved one): its criteria as removable chips, a name and how it alerts. Checked
 * as the server does (the name, at least one criterion), the server's word shown beside the field.
 */
export default function SavedSearchDialog({
  open,
  onOpenChange,
  initial,
  editing,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: { name: string; queryText: string; criteria: SearchCriteria; frequency: SavedSearchFrequency };
  /** The saved search being edited; absent when saving a new one. */
  editing?: SavedSearch;
  returnFocus?: () => void;
}) {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const id = useId();
  const [criteria, setCriteria] = useState(initial.criteria);
  const [name, setName] = useState(initial.name);
  const [frequency, setFrequency] = useState<SavedSearchFrequency>(initial.frequency);
  const [errors, setErrors] = useState<{ name?: string; form?: string }>({});
  const create = useCreateSavedSearch();
  const update = useUpdateSavedSearch();
  const pending = create.isPending || update.isPending;

  const onError = (error: Error) => {
    const fields = error instanceof ApiError ? error.fields : {};
    setErrors({ name: fields.name, form: fields.name ? undefined : errorText(error) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setErrors({ name: i18n._(t.nameRequired) });
      return;
    }
    if (!hasAnyCriterion(criteria)) {
      setErrors({ form: i18n._(t.nothingToSearch) });
      return;
    }
    const done = (message: MessageDescriptor) => () => {
      toast.success(i18n._(message));
      setErrors({});
      onOpenChange(false);
    };
    if (editing) {
      update.mutate(
        { id: editing.id, name: trimmed, criteria, frequency },
        { onSuccess: done(t.updated), onError },
      );
    } else if (frequency !== 'off') {
      create.mutate(
        { name: trimmed, queryText: initial.queryText, criteria, frequency },
        { onSuccess: done(t.saved), onError },
      );
    }
  };

  const nameId = `${id}-name`;
  const chipsId = `${id}-chips`;
  const alertsId = `${id}-alerts`;
  const options: SavedSearchFrequency[] = editing ? ['instant', 'daily', 'off'] : ['instant', 'daily'];
  const hints: Record<SavedSearchFrequency, MessageDescriptor | null> = {
    instant: t.instantHint,
    daily: t.dailyHint,
    off: null,
  };
  const labels: Record<SavedSearchFrequency, MessageDescriptor> = {
    instant: t.instant,
    daily: t.daily,
    off: t.off,
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={i18n._(t.cancel)}
        onCloseAutoFocus={
          returnFocus
            ? (event) => {
                event.preventDefault();
                returnFocus();
              }
            : undefined
        }
      >
        <DialogHeader>
          <DialogTitle>{editing ? i18n._(t.card.editTitle) : i18n._(t.dialogTitle)}</DialogTitle>
          <DialogDescription>{i18n._(t.dialogDescription)}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <p id={chipsId} className="text-sm font-medium">
              {i18n._(t.criteriaLabel)}
            </p>
            <CriteriaChipList
              criteria={criteria}
              labelledBy={chipsId}
              onRemove={(key) => setCriteria((current) => removeCriterion(current, key))}
            />
          </div>
          <FormField id={nameId} label={i18n._(t.nameLabel)} error={errors.name}>
            <Input
              {...fieldAria(nameId, errors.name)}
              value={name}
              maxLength={80}
              placeholder={i18n._(t.namePlaceholder)}
              onChange={(event) => {
                setName(event.target.value);
                setErrors({});
              }}
            />
          </FormField>
          <fieldset className="grid gap-2">
            <legend id={alertsId} className="mb-1 text-sm font-medium">
              {i18n._(t.alertsLabel)}
            </legend>
            <RadioGroup
              aria-labelledby={alertsId}
              value={frequency}
              onValueChange={(value) => setFrequency(value as SavedSearchFrequency)}
            >
              {options.map((option) => (
                <div key={option} className="flex items-start gap-2">
                  <RadioGroupItem id={`${id}-${option}`} value={option} className="mt-0.5" />
                  <div className="grid gap-0.5">
                    <Label htmlFor={`${id}-${option}`}>{i18n._(labels[option])}</Label>
                    {hints[option] ? (
                      <p className="text-xs text-muted-foreground">{i18n._(hints[option])}</p>
                    ) : null}
                  </div>
                </div>
              ))}
            </RadioGroup>
          </fieldset>
          <DialogFormFooter
            error={errors.form}
            pending={pending}
            texts={{ cancel: i18n._(t.cancel), submit: i18n._(t.submit), submitting: i18n._(t.saving) }}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
