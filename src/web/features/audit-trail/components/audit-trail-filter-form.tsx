import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { SearchIcon, XIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  auditTrailFilters,
  type AuditTrailFilters,
  type AuditTrailFiltersInput,
} from '@common/audit/audit-trail';
import { Button } from '@web/components/ui/button';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { auditTrailTexts as t } from '../audit-trail-texts';

const blank = { actor: '', subjectType: '', subjectId: '', action: '', from: '', to: '' };
type FieldName = keyof typeof blank;

/** The audit log's filters, checked by the same schema as the API; one column at 360 px, three on wide screens. */
export function AuditTrailFilterForm({
  initial,
  onApply,
}: {
  initial: AuditTrailFilters;
  onApply: (filters: AuditTrailFilters) => void;
}) {
  const { i18n } = useLingui();
  const form = useForm<AuditTrailFiltersInput, unknown, AuditTrailFilters>({
    resolver: zodResolver(auditTrailFilters),
    defaultValues: { ...blank, ...initial },
  });
  const { errors } = form.formState;
  const field = (name: FieldName, type: 'text' | 'date' = 'text') => {
    const id = `audit-filter-${name}`;
    const error = errors[name]?.message;
    return (
      <FormField id={id} label={i18n._(t.filters[name])} error={error}>
        <Input
          type={type}
          placeholder={
            type === 'text' && t.filterPlaceholders[name] ? i18n._(t.filterPlaceholders[name]) : undefined
          }
          {...fieldAria(id, error)}
          {...form.register(name)}
        />
      </FormField>
    );
  };
  return (
    <form
      role="search"
      aria-label={i18n._(t.filters.label)}
      noValidate
      className="mb-4 grid gap-3"
      onSubmit={form.handleSubmit(onApply)}
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {field('actor')}
        {field('action')}
        {field('subjectType')}
        {field('subjectId')}
        {field('from', 'date')}
        {field('to', 'date')}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm">
          <SearchIcon className="size-4" aria-hidden="true" />
          {i18n._(t.filters.apply)}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => {
            form.reset(blank);
            onApply({});
          }}
        >
          <XIcon className="size-4" aria-hidden="true" />
          {i18n._(t.filters.clear)}
        </Button>
      </div>
    </form>
  );
}
