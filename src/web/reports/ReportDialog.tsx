import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { REPORT_TEXT_MAX } from '../../core/limits';
import { ReportReason, type ReportSubject } from '../../core/protocol';
import { Button } from '../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../components/ui/dialog';
import { NativeSelect, Textarea } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { FRIENDS_KEY } from '../friends/friends-api';
import { refusalText } from '../i18n/refusal-text';
import { blockUser, fileReport } from './reports-api';
import { reasonText, reportsWords } from './reports-words';

type Step =
  | { kind: 'form'; error: string | null }
  | { kind: 'sending' }
  | { kind: 'sent'; blocked: string | null; blockFailed: boolean };

/**
 * Report a person (issue 28): a reason from the fixed list, optional words, and "Block them too", which
 * calls the existing block after the report is filed. Opened from a profile, the game room, a chat line.
 */
export function ReportDialog({
  open,
  onOpenChange,
  subject,
  name,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  subject: ReportSubject;
  /** Who is reported, as the page shows them ("your opponent" when the room does not know yet). */
  name: string;
}) {
  reportsWords.useWords();
  const { i18n } = useLingui();
  const client = useQueryClient();
  const ids = useId();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [text, setText] = useState('');
  const [alsoBlock, setAlsoBlock] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'form', error: null });

  const change = (next: boolean) => {
    if (!next) {
      setStep({ kind: 'form', error: null });
      setReason('');
      setText('');
      setAlsoBlock(false);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setStep({ kind: 'form', error: i18n._('reports.error.reason') });
      return;
    }
    setStep({ kind: 'sending' });
    let filed: Awaited<ReturnType<typeof fileReport>>;
    try {
      filed = await fileReport({ subject, reason, ...(text.trim() ? { text: text.trim() } : {}) });
    } catch (error) {
      setStep({ kind: 'form', error: refusalText(i18n, error, i18n._('reports.failed')) });
      return;
    }
    const who = filed.reported.displayName ?? filed.reported.username;
    if (!alsoBlock || filed.blocked) {
      setStep({ kind: 'sent', blocked: filed.blocked ? who : null, blockFailed: false });
      return;
    }
    try {
      await blockUser(filed.reported.username);
      void client.invalidateQueries({ queryKey: FRIENDS_KEY });
      void client.invalidateQueries({ queryKey: ['/api/relationships', filed.reported.id] });
      setStep({ kind: 'sent', blocked: who, blockFailed: false });
    } catch {
      setStep({ kind: 'sent', blocked: null, blockFailed: true });
    }
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{i18n._('reports.title', { name })}</DialogTitle>
          <DialogDescription>{i18n._('reports.description')}</DialogDescription>
        </DialogHeader>
        {step.kind === 'sent' ? (
          <>
            <p role="status" className="text-sm">
              {i18n._('reports.sent')}
            </p>
            {step.blocked ? (
              <p className="text-sm">{i18n._('reports.blocked', { name: step.blocked })}</p>
            ) : null}
            {step.blockFailed ? (
              <p role="alert" className="text-sm text-destructive">
                {i18n._('reports.blockFailed')}
              </p>
            ) : null}
            <DialogFooter>
              <Button onClick={() => change(false)}>{i18n._('reports.close')}</Button>
            </DialogFooter>
          </>
        ) : (
          <form className="grid gap-4" onSubmit={submit} noValidate>
            <div className="grid gap-2">
              <Label htmlFor={`${ids}-reason`}>{i18n._('reports.reason')}</Label>
              <NativeSelect
                id={`${ids}-reason`}
                value={reason}
                required
                onChange={(event) => setReason(ReportReason.catch('other').parse(event.target.value))}
              >
                <option value="" disabled>
                  {i18n._('reports.reason.choose')}
                </option>
                {ReportReason.options.map((option) => (
                  <option key={option} value={option}>
                    {reasonText(i18n, option)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${ids}-text`}>{i18n._('reports.text')}</Label>
              <Textarea
                id={`${ids}-text`}
                value={text}
                maxLength={REPORT_TEXT_MAX}
                onChange={(event) => setText(event.target.value)}
              />
            </div>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={alsoBlock}
                onChange={(event) => setAlsoBlock(event.target.checked)}
              />
              {i18n._('reports.alsoBlock')}
            </label>
            {step.kind === 'form' && step.error ? (
              <p role="alert" className="text-sm text-destructive">
                {step.error}
              </p>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => change(false)}>
                {i18n._('reports.cancel')}
              </Button>
              <Button type="submit" disabled={step.kind === 'sending'}>
                {i18n._(step.kind === 'sending' ? 'reports.sending' : 'reports.send')}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
