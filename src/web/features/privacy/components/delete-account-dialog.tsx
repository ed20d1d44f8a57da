import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { LoaderCircleIcon, Trash2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { deleteAccountInput, type DeleteAccountData } from '@common/privacy/privacy-contracts';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { paths } from '@web/config/paths';
import { markSignedOutHere } from '@web/features/dashboards';
import { ApiError } from '@web/lib/api-client';
import { useSignOut } from '@web/lib/auth/use-me';
import { useDeleteAccount } from '../api/use-delete-account';
import { privacyTexts } from '../privacy-texts';
import { apiErrorMessage } from './api-error-message';

const t = privacyTexts.section.delete;

/**
 * 'Delete my account': a dialog that asks for the password. Once the server has erased the account, this tab
 * signs out (the other tabs are told), goes home and says so.
 */
export function DeleteAccount() {
  const { i18n } = useLingui();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="font-medium">
        {i18n._(t.heading)}
      </h3>
      <p className="text-sm text-muted-foreground">{i18n._(t.body)}</p>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="destructive" className="justify-self-start">
            <Trash2Icon aria-hidden="true" />
            {i18n._(t.button)}
          </Button>
        </DialogTrigger>
        {open ? <DeleteAccountForm onCancel={() => setOpen(false)} /> : null}
      </Dialog>
    </section>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const form = useForm<DeleteAccountData>({
    resolver: zodResolver(deleteAccountInput),
    defaultValues: { password: '' },
  });
  const { errors } = form.formState;
  const remove = useDeleteAccount();
  const signOut = useSignOut({
    onSignedOut: async () => {
      // The dashboard's guard then waits for the way home instead of reading the cleared user as expired.
      markSignedOutHere();
      toast.success(i18n._(t.deleted));
      await navigate(paths.home, { replace: true });
    },
  });
  const pending = remove.isPending || signOut.isPending;
  const onSubmit = form.handleSubmit((data) =>
    remove.mutate(data, {
      onSuccess: () => signOut.mutate(),
      onError: (error) => {
        const field = error instanceof ApiError ? error.fields.password : undefined;
        if (field) form.setError('password', { type: 'server', message: field }, { shouldFocus: true });
        else toast.error(apiErrorMessage(i18n, error));
      },
    }),
  );
  return (
    <DialogContent closeLabel={i18n._(t.cancel)}>
      <DialogHeader>
        <DialogTitle>{i18n._(t.dialogTitle)}</DialogTitle>
        <DialogDescription>{i18n._(t.dialogBody)}</DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate aria-busy={pending} className="grid gap-4">
        <FormField id="delete-account-password" label={i18n._(t.password)} error={errors.password?.message}>
          <Input
            {...fieldAria('delete-account-password', errors.password?.message)}
            {...form.register('password')}
            type="password"
            autoComplete="current-password"
            aria-required="true"
          />
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel}>
            {i18n._(t.cancel)}
          </Button>
          <Button type="submit" variant="destructive" disabled={pending}>
            {pending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
            {pending ? i18n._(t.submitting) : i18n._(t.submit)}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
