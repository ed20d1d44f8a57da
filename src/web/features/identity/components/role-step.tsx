import { useLingui } from '@lingui/react';
import { BriefcaseIcon, HomeIcon, KeyRoundIcon, WrenchIcon } from 'lucide-react';
import type { AccountType } from '@common/auth/account-types';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@web/components/ui/radio-group';
import { cn } from '@web/lib/cn';
import { identityTexts as t } from '../identity-texts';
import { CardHeading } from './card-heading';
import { TermsNotice } from './google-button';

export const signUpRoles = ['tenant', 'landlord', 'agent', 'property_manager'] as const;
export type SignUpRole = (typeof signUpRoles)[number];

const icons = {
  tenant: HomeIcon,
  landlord: KeyRoundIcon,
  agent: BriefcaseIcon,
  property_manager: WrenchIcon,
};

/** Step 1, 'Join Our Premium Community': Continue stays disabled until a role is picked. */
export function RoleStep({
  value,
  onChange,
  onContinue,
  footer,
}: {
  value: AccountType | null;
  onChange: (role: SignUpRole) => void;
  onContinue: () => void;
  footer: React.ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <Card>
      <CardHeader className="text-center">
        <CardHeading>{i18n._(t.roleStep.title)}</CardHeading>
        <CardDescription>{i18n._(t.roleStep.subtitle)}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (value) onContinue();
          }}
          className="grid gap-5"
        >
          <fieldset className="grid gap-3">
            <legend className="sr-only">{i18n._(t.roleStep.legend)}</legend>
            <RadioGroup
              value={value ?? ''}
              onValueChange={(role) => onChange(role as SignUpRole)}
              aria-label={i18n._(t.roleStep.legend)}
              className="grid gap-3"
            >
              {signUpRoles.map((role) => {
                const Icon = icons[role];
                const checked = value === role;
                return (
                  <Label
                    key={role}
                    htmlFor={`role-${role}`}
                    className={cn(
                      'flex cursor-pointer items-center gap-3 rounded-lg border p-4 font-normal transition-colors hover:bg-muted',
                      checked && 'border-primary bg-secondary',
                    )}
                  >
                    <RadioGroupItem id={`role-${role}`} value={role} />
                    <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
                    <span className="grid gap-1">
                      <span className="font-medium">{i18n._(t.roleStep.roles[role].label)}</span>
                      <span className="text-sm text-muted-foreground">
                        {i18n._(t.roleStep.roles[role].description)}
                      </span>
                    </span>
                  </Label>
                );
              })}
            </RadioGroup>
          </fieldset>
          <Button type="submit" size="lg" disabled={!value}>
            {i18n._(t.roleStep.continue)}
          </Button>
          <TermsNotice />
        </form>
      </CardContent>
      <CardFooter className="justify-center text-sm">{footer}</CardFooter>
    </Card>
  );
}
