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
import { messageOf } from '../lib/api';
import { blockUser, fileReport, REASON_TEXT } from './reports-api';

export const REPORT_TEXT = {
  title: (name: string) => `Report ${name}`,
  description:
    'A moderator reads every report. The game and its chat are sent with it; no video is ever recorded.',
  sent: 'Thank you. Your report was sent, and a moderator will look at it.',
  blocked: (name: string) => `You have blocked ${name}: they can no longer reach you.`,
  blockFailed:
    'Your report was sent, but the block did not go through. You can block them from their profile.',
  failed: 'Your report could not be sent. Please try again.',
} as const;

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
      setStep({ kind: 'form', error: 'Choose a reason.' });
      return;
    }
    setStep({ kind: 'sending' });
    let filed: Awaited<ReturnType<typeof fileReport>>;
    try {
      filed = await fileReport({ subject, reason, ...(text.trim() ? { text: text.trim() } : {}) });
    } catch (error) {
      setStep({ kind: 'form', error: messageOf(error, REPORT_TEXT.failed) });
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
          <DialogTitle>{REPORT_TEXT.title(name)}</DialogTitle>
          <DialogDescription>{REPORT_TEXT.description}</DialogDescription>
        </DialogHeader>
        {step.kind === 'sent' ? (
          <>
            <p role="status" className="text-sm">
              {REPORT_TEXT.sent}
            </p>
            {step.blocked ? <p className="text-sm">{REPORT_TEXT.blocked(step.blocked)}</p> : null}
            {step.blockFailed ? (
              <p role="alert" className="text-sm text-destructive">
                {REPORT_TEXT.blockFailed}
              </p>
            ) : null}
            <DialogFooter>
              <Button onClick={() => change(false)}>Close</Button>
            </DialogFooter>
          </>
        ) : (
          <form className="grid gap-4" onSubmit={submit} noValidate>
            <div className="grid gap-2">
              <Label htmlFor={`${ids}-reason`}>Reason</Label>
              <NativeSelect
                id={`${ids}-reason`}
                value={reason}
                required
                onChange={(event) => setReason(ReportReason.catch('other').parse(event.target.value))}
              >
                <option value="" disabled>
                  Choose a reason
                </option>
                {ReportReason.options.map((option) => (
                  <option key={option} value={option}>
                    {REASON_TEXT[option]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${ids}-text`}>What happened (optional)</Label>
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
              Block them too
            </label>
            {step.kind === 'form' && step.error ? (
              <p role="alert" className="text-sm text-destructive">
                {step.error}
              </p>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => change(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={step.kind === 'sending'}>
                {step.kind === 'sending' ? 'Sending…' : 'Send report'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
