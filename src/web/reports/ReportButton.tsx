import { Flag } from 'lucide-react';
import { useState } from 'react';
import type { ReportSubject } from '../../core/protocol';
import { Button } from '../components/ui/button';
import { ReportDialog } from './ReportDialog';

/** "Report" beside a person (profile, game room): opens the report dialog. */
export function ReportButton({
  subject,
  name,
  label = 'Report',
}: {
  subject: ReportSubject;
  name: string;
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" />
        {label}
      </Button>
      <ReportDialog open={open} onOpenChange={setOpen} subject={subject} name={name} />
    </>
  );
}
