import { useLingui } from '@lingui/react';
import { FileSpreadsheetIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { StatementImportSummary } from '@common/payments/bank-deposit-contracts';
import { SectionCard } from '@web/components/section-card';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useErrorText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import { useMe } from '@web/lib/auth/use-me';
import { useImportBankStatement } from '../api/bank-deposit-queries';
import { bankDepositsTexts } from '../bank-deposits-texts';

const t = bankDepositsTexts.statement;

function Summary({ summary }: { summary: StatementImportSummary }) {
  const { i18n } = useLingui();
  return (
    <section
      aria-label={i18n._(t.summaryTitle)}
      role="status"
      className="grid gap-2 rounded-lg border p-3 text-sm"
    >
      <h3 className="font-semibold">{i18n._(t.summaryTitle)}</h3>
      <ul className="grid gap-1">
        <li>{i18n._(t.lines(summary.lines))}</li>
        <li>{i18n._(t.credited(summary.credited.count, summary.credited.amount))}</li>
        <li>{i18n._(t.toSuspense(summary.toSuspense.count, summary.toSuspense.amount))}</li>
        <li>{i18n._(t.duplicates(summary.duplicates))}</li>
        <li>{i18n._(t.refused(summary.refused.length))}</li>
      </ul>
      {summary.refused.length > 0 ? (
        <ul className="grid gap-1 text-destructive">
          {summary.refused.map((refusal) => (
            <li key={refusal.line}>{i18n._(t.refusedLine(refusal.line, refusal.reason))}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * The superadmin's bank statement import: a CSV file in, the summary out (credited, to suspense, already
 * received, refused lines with their numbers). Renders nothing for anyone who may not import (the API checks
 * the same permission).
 */
export function BankStatementImportCard() {
  const errorText = useErrorText();
  const { i18n } = useLingui();
  const id = useId();
  const me = useMe();
  const importStatement = useImportBankStatement();
  const fileInput = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [summary, setSummary] = useState<StatementImportSummary | null>(null);
  if (!me.data?.permissions.includes('import:bank-statement:any')) return null;
  const submit = async () => {
    const file = fileInput.current?.files?.[0];
    setSummary(null);
    if (!file) return setError(i18n._(t.chooseFile));
    setError(null);
    try {
      setSummary(await importStatement.mutateAsync(file));
      toast.success(i18n._(t.imported));
    } catch (failure) {
      setError(failure instanceof ApiError ? errorText(failure) : i18n._(t.failed));
    }
  };
  return (
    <SectionCard title={i18n._(t.heading)} icon={FileSpreadsheetIcon}>
      <div className="grid gap-3 text-sm">
        <p className="text-muted-foreground">{i18n._(t.description)}</p>
        <form
          noValidate
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={`${id}-file`}>{i18n._(t.file)}</Label>
            <Input
              ref={fileInput}
              id={`${id}-file`}
              type="file"
              accept=".csv,text/csv"
              aria-describedby={`${id}-hint`}
            />
            <p id={`${id}-hint`} className="text-xs text-muted-foreground">
              {i18n._(t.fileHint)}
            </p>
          </div>
          {error ? (
            <p role="alert" className="text-destructive">
              {error}
            </p>
          ) : null}
          <div>
            <Button type="submit" disabled={importStatement.isPending}>
              {importStatement.isPending ? i18n._(t.submitting) : i18n._(t.submit)}
            </Button>
          </div>
        </form>
        {summary ? <Summary summary={summary} /> : null}
      </div>
    </SectionCard>
  );
}
