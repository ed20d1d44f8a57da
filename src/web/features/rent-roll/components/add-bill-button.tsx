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
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} aria-label={t.actionFor(unitLabel)}>
        <ReceiptIcon aria-hidden="true" />
        {t.action}
      </Button>
      {open ? <AddBillDialog tenancy={tenancy} unitLabel={unitLabel} open onOpenChange={setOpen} /> : null}
    </>
  );
}
