import { useLingui } from '@lingui/react';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import type { ReportSubject } from '../../core/protocol';
import { Button } from '../components/ui/button';
import { ReportDialog } from './ReportDialog';
import { reportsWords } from './reports-words';

/** "Report" beside a person (profile, game room): opens the report dialog. */
export function ReportButton({
  subject,
  name,
  label,
  className,
}: {
  subject: ReportSubject;
  name: string;
  /** The page's own word for the button; "Report" by default. */
  label?: string;
  /** The page's own sizing (the room's header keeps the height of its one line). */
  className?: string;
}) {
  reportsWords.useWords();
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="ghost" className={className} onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" />
        {label ?? i18n._('reports.button')}
      </Button>
      <ReportDialog open={open} onOpenChange={setOpen} subject={subject} name={name} />
    </>
  );
}
