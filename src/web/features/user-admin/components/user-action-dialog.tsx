import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  grantableRoles,
  grantRoleInput,
  reasonInput,
  suspensionReasonMaxLength,
  type GrantableRole,
} from '@common/user-admin/user-admin-contracts';
import { userAdminTexts } from '@common/user-admin/user-admin-texts';
import { translateText, useErrorText } from '@web/i18n';
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
import { Textarea } from '@web/components/ui/textarea';
import { ApiError } from '@web/lib/api-client';
import { useUserAction } from '../api/user-admin-queries';
import { userAdminCardTexts } from '../user-admin-texts';

const t = userAdminCardTexts;
const footerTexts = (i18n: I18n, submit: string) => ({
  cancel: i18n._(t.cancel),
  submit,
  submitting: i18n._(t.working),
});

/** Suspend or restore an account, with the reason the audit trail keeps. */
export function ReasonDialog({
  user,
  action,
  onOpenChange,
}: {
  user: { id: string; name: string };
  action: 'suspend' | 'restore';
  onOpenChange: (open: boolean) => void;
}) {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const id = useId();
  const act = useUserAction();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string | null>(null);
  const suspending = action === 'suspend';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = reasonInput.safeParse({ reason });
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message);
      return;
    }
    try {
      await act.mutateAsync({ id: user.id, action, reason: checked.data.reason });
      toast.success(suspending ? i18n._(t.suspendedToast(user.name)) : i18n._(t.restoredToast(user.name)));
      onOpenChange(false);
    } catch (error) {
      setFormError(error instanceof ApiError ? errorText(error) : i18n._(t.failed));
    }
  };

  const fieldId = `${id}-reason`;
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent closeLabel={i18n._(t.close)}>
        <DialogHeader>
          <DialogTitle>
            {suspending ? i18n._(t.suspendTitle(user.name)) : i18n._(t.restoreTitle(user.name))}
          </DialogTitle>
          <DialogDescription>{suspending ? i18n._(t.suspendHelp) : i18n._(t.restoreHelp)}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
          <FormField
            id={fieldId}
            label={i18n._(t.reasonLabel)}
            error={fieldError ? errorText.text(fieldError) : undefined}
          >
            <Textarea
              rows={3}
              maxLength={suspensionReasonMaxLength}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setFieldError(undefined);
              }}
              {...fieldAria(fieldId, fieldError)}
            />
          </FormField>
          <DialogFormFooter
            error={formError}
            pending={act.isPending}
            texts={footerTexts(i18n, i18n._(suspending ? t.suspend : t.restore))}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Grant landlord, caretaker (with the property they look after) or service provider; the API makes the checks. */
export function GrantRoleDialog({
  user,
  held,
  onOpenChange,
}: {
  user: { id: string; name: string };
  held: readonly string[];
  onOpenChange: (open: boolean) => void;
}) {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const id = useId();
  const act = useUserAction();
  const offered = grantableRoles.filter((role) => !held.includes(role));
  const [role, setRole] = useState<GrantableRole | ''>(offered[0] ?? '');
  const [propertyCode, setPropertyCode] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = grantRoleInput.safeParse({
      role,
      propertyCode: role === 'caretaker' ? propertyCode : undefined,
    });
    if (!checked.success) {
      const errors: Record<string, string> = {};
      for (const issue of checked.error.issues) errors[String(issue.path[0] ?? 'role')] ??= issue.message;
      setFieldErrors(errors);
      return;
    }
    try {
      await act.mutateAsync({ id: user.id, action: 'grant', ...checked.data });
      toast.success(
        i18n._(t.grantedToast(translateText(i18n, userAdminTexts.roleLabels[checked.data.role]))),
      );
      onOpenChange(false);
    } catch (error) {
      setFormError(error instanceof ApiError ? errorText(error) : i18n._(t.failed));
    }
  };

  const roleId = `${id}-role`;
  const codeId = `${id}-code`;
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent closeLabel={i18n._(t.close)}>
        <DialogHeader>
          <DialogTitle>{i18n._(t.grantTitle(user.name))}</DialogTitle>
          <DialogDescription>{i18n._(t.grantHelp)}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
          <FormField
            id={roleId}
            label={i18n._(t.grantRole)}
            error={fieldErrors.role ? errorText.text(fieldErrors.role) : undefined}
          >
            <select
              className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
              value={role}
              onChange={(event) => {
                setRole(event.target.value as GrantableRole);
                setFieldErrors({});
              }}
              {...fieldAria(roleId, fieldErrors.role)}
            >
              {offered.map((option) => (
                <option key={option} value={option}>
                  {translateText(i18n, userAdminTexts.roleLabels[option])}
                </option>
              ))}
            </select>
          </FormField>
          {role === 'caretaker' ? (
            <FormField
              id={codeId}
              label={i18n._(t.propertyCode)}
              error={fieldErrors.propertyCode ? errorText.text(fieldErrors.propertyCode) : undefined}
            >
              <Input
                value={propertyCode}
                autoCapitalize="characters"
                placeholder="ABD-7K3Q"
                onChange={(event) => {
                  setPropertyCode(event.target.value);
                  setFieldErrors({});
                }}
                {...fieldAria(codeId, fieldErrors.propertyCode)}
              />
            </FormField>
          ) : null}
          <DialogFormFooter
            error={formError}
            pending={act.isPending}
            texts={footerTexts(i18n, i18n._(t.grantSubmit))}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
