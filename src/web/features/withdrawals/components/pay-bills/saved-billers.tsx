import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { BookmarkIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  savedBillerRename,
  type SavedBiller,
  type SavedBillerRename,
} from '@common/payments/saved-biller-contracts';
import { DialogFormFooter } from '@web/components/dialog-form-footer';
import { QueryState } from '@web/components/query-state';
import { SectionCard } from '@web/components/section-card';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { fieldAria, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useErrorText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import { savedBillersQueryOptions, useRemoveSavedBiller, useRenameSavedBiller } from '../../api/bill-queries';
import { withdrawalsTexts } from '../../withdrawals-texts';

const t = withdrawalsTexts.billPay;

function RenameDialog({ saved, onClose }: { saved: SavedBiller; onClose: () => void }) {
  const errorText = useErrorText();
  const fieldError = (message?: string) => (message ? errorText.text(message) : undefined);
  const id = useId();
  const rename = useRenameSavedBiller();
  const { i18n } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SavedBillerRename>({
    resolver: zodResolver(savedBillerRename),
    defaultValues: { name: saved.name },
  });
  const error = fieldError(form.formState.errors.name?.message);
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await rename.mutateAsync({ id: saved.id, ...values });
      toast.success(i18n._(t.renamed));
      onClose();
    } catch (failure) {
      setFormError(failure instanceof ApiError ? errorText(failure) : i18n._(t.failed));
    }
  });
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{i18n._(t.renameTitle(saved.name))}</DialogTitle>
          <DialogDescription>
            {saved.billerName} · {saved.account}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormField id={id} label={i18n._(t.nameLabel)} hint={i18n._(t.nameHint)} error={error}>
            <Input
              {...form.register('name')}
              {...fieldAria(id, error, true)}
              maxLength={40}
              autoComplete="off"
            />
          </FormField>
          <DialogFormFooter
            error={formError}
            pending={rename.isPending}
            texts={{ cancel: i18n._(t.cancel), submit: i18n._(t.save), submitting: i18n._(t.saving) }}
            onCancel={onClose}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

function RemoveDialog({ saved, onClose }: { saved: SavedBiller; onClose: () => void }) {
  const errorText = useErrorText();
  const remove = useRemoveSavedBiller();
  const { i18n } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{i18n._(t.removeTitle(saved.name))}</DialogTitle>
          <DialogDescription>{i18n._(t.removeHint)}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            setFormError(null);
            remove.mutate(saved.id, {
              onSuccess: () => {
                toast.success(i18n._(t.removed(saved.name)));
                onClose();
              },
              onError: (failure) =>
                setFormError(failure instanceof ApiError ? errorText(failure) : i18n._(t.failed)),
            });
          }}
        >
          <DialogFormFooter
            error={formError}
            pending={remove.isPending}
            texts={{ cancel: i18n._(t.cancel), submit: i18n._(t.remove), submitting: i18n._(t.saving) }}
            onCancel={onClose}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The user's saved billers: each paid again by picking it (the form below is filled with its biller and
 * account), renamed or removed.
 */
export function SavedBillers({ onUse }: { onUse: (saved: SavedBiller) => void }) {
  const query = useQuery(savedBillersQueryOptions());
  const [renaming, setRenaming] = useState<SavedBiller | null>(null);
  const [removing, setRemoving] = useState<SavedBiller | null>(null);
  const { i18n } = useLingui();
  return (
    <SectionCard title={i18n._(t.savedTitle)} icon={BookmarkIcon}>
      <QueryState
        query={query}
        texts={{ loading: i18n._(t.savedLoading), failed: i18n._(t.savedFailed), retry: i18n._(t.retry) }}
      >
        {(data) =>
          data.items.length === 0 ? (
            <p className="text-sm text-muted-foreground">{i18n._(t.savedNone)}</p>
          ) : (
            <ul className="grid gap-2" aria-label={i18n._(t.savedTitle)}>
              {data.items.map((saved) => (
                <li
                  key={saved.id}
                  className="grid gap-2 rounded-lg border p-3 text-sm"
                  aria-label={saved.name}
                >
                  <div className="grid min-w-0 gap-0.5">
                    <span className="font-medium break-words">{saved.name}</span>
                    <span className="text-muted-foreground break-words">
                      {saved.billerName} · {saved.account}
                    </span>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" onClick={() => onUse(saved)}>
                      {i18n._(t.use(saved.name))}
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setRenaming(saved)}>
                      {i18n._(t.rename)}
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setRemoving(saved)}>
                      {i18n._(t.remove)}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      {renaming ? <RenameDialog saved={renaming} onClose={() => setRenaming(null)} /> : null}
      {removing ? <RemoveDialog saved={removing} onClose={() => setRemoving(null)} /> : null}
    </SectionCard>
  );
}
