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
  className,
}: {
  subject: ReportSubject;
  name: string;
  label?: string;
  /** The page's own sizing (the room's header keeps the height of its one line). */
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="ghost" className={className} onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" />
        {label}
      </Button>
      <ReportDialog open={open} onOpenChange={setOpen} subject={subject} name={name} />
    </>
  );
}
