import { useLingui } from '@lingui/react';
import { ReceiptIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { rentRollTexts } from '../rent-roll-texts';
import { AddBillDialog } from './add-bill-dialog';

const t = rentRollTexts.addBill;

/** 'Add Bill' on an occupied unit of the properties card, opening the dialog for its tenancy. */
export function AddBillButton({
  tenancy,
  unitLabel,
}: {
  tenancy: { id: string; tenant: { name: string } };
  unitLabel: string;
}) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setOpen(true)}
        aria-label={i18n._(t.actionFor(unitLabel))}
      >
        <ReceiptIcon aria-hidden="true" />
        {i18n._(t.action)}
      </Button>
      {open ? <AddBillDialog tenancy={tenancy} unitLabel={unitLabel} open onOpenChange={setOpen} /> : null}
    </>
  );
}
