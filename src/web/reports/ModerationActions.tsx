import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type {
  ModerationActionBody,
  ModerationActionResponse,
  ReportGroup,
  SanctionDuration,
} from '../../core/protocol';
import { ladderNote, type PastSanction } from '../../core/sanction-ladder';
import { Button } from '../components/ui/button';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { messageOf } from '../lib/api';
import { toast } from '../lib/use-toast';
import { CloseAccountDialog } from './CloseAccountDialog';
import { MODERATION_KEY, moderate } from './reports-api';

const LENGTHS: { duration: SanctionDuration; mute: string; bar: string }[] = [
  { duration: '24h', mute: 'Mute chat 24 h', bar: 'Bar from lobby 24 h' },
  { duration: '7d', mute: 'Mute chat 7 days', bar: 'Bar from lobby 7 days' },
  { duration: 'permanent', mute: 'Mute chat for good', bar: 'Bar from lobby for good' },
];

const LENGTH_TEXT: Record<SanctionDuration, string> = {
  '24h': 'for 24 hours',
  '7d': 'for 7 days',
  permanent: 'for good',
};

/** What the toast says once an action went through; a mute or bar says the length actually given. */
export function actionDone(body: ModerationActionBody, answer: ModerationActionResponse): string {
  const given = answer.duration ? ` ${LENGTH_TEXT[answer.duration]}` : '';
  const why = answer.escalation;
  const raised = why ? ` (${why.charAt(0).toLowerCase()}${why.slice(1)})` : '';
  switch (body.action) {
    case 'dismiss':
      return 'Reports dismissed.';
    case 'warn':
      return 'Warning sent; the reporters were told.';
    case 'mute':
      return `Chat muted${given}${raised}; the reporters were told.`;
    case 'bar':
      return `Barred from the lobby${given}${raised}; the reporters were told.`;
    case 'close':
      return 'Account closed; the reporters were told.';
  }
}

/** The person's sanctions as the ladder reads them. */
function pastOf(group: ReportGroup): PastSanction[] {
  return group.sanctions.map((s) => ({ kind: s.kind, length: s.duration, at: Date.parse(s.createdAt) }));
}

function LadderNote({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className="text-sm font-medium text-amber-700 dark:text-amber-400" data-testid="ladder-note">
      {text}
    </p>
  );
}

/**
 * The actions on a reported person, each with the moderator's reason: dismiss, warn, mute chat, bar from
 * the lobby, close the account. Before a mute, bar or warning, the ladder's note says what a repeat
 * offence will get (decision 285), with the same function the server applies.
 */
export function ModerationActions({ group }: { group: ReportGroup }) {
  const client = useQueryClient();
  const ids = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [closing, setClosing] = useState(false);
  const act = useMutation({
    mutationFn: moderate,
    onSuccess: (answer, body) => {
      setClosing(false);
      toast({ title: 'Moderation', description: actionDone(body, answer) });
      void client.invalidateQueries({ queryKey: MODERATION_KEY });
    },
    onError: (failure) => {
      setClosing(false);
      setError(messageOf(failure, 'The action did not go through. Please try again.'));
    },
  });
  const userId = group.reported.id;
  const reasonGiven = () => {
    if (reason.trim()) return true;
    setError('Say why: the reason is kept in the audit log.');
    return false;
  };
  const run = (body: ModerationActionBody) => {
    if (!reasonGiven()) return;
    setError(null);
    act.mutate(body);
  };
  const past = pastOf(group);
  const now = Date.now();
  return (
    <div className="grid gap-3">
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-reason`}>Reason for the action (audit log)</Label>
        <Input
          id={`${ids}-reason`}
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="grid gap-1">
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            disabled={act.isPending}
            onClick={() => run({ action: 'dismiss', userId, reason })}
          >
            Dismiss
          </Button>
          <Button size="sm" disabled={act.isPending} onClick={() => run({ action: 'warn', userId, reason })}>
            Warn
          </Button>
        </div>
        <LadderNote text={ladderNote('warn', past, now)} />
      </div>
      {(['mute', 'bar'] as const).map((kind) => (
        <fieldset key={kind} className="m-0 grid gap-1 border-0 p-0">
          <legend className="sr-only">{kind === 'mute' ? 'Mute chat' : 'Bar from the lobby'}</legend>
          <div className="flex flex-wrap gap-2">
            {LENGTHS.map((length) => (
              <Button
                key={length.duration}
                size="sm"
                variant="destructive"
                disabled={act.isPending}
                onClick={() => run({ action: kind, userId, duration: length.duration, reason })}
              >
                {length[kind]}
              </Button>
            ))}
          </div>
          <LadderNote text={ladderNote(kind, past, now)} />
        </fieldset>
      ))}
      <div>
        <Button
          size="sm"
          variant="outline"
          className="border-destructive text-destructive"
          disabled={act.isPending}
          onClick={() => {
            if (!reasonGiven()) return;
            setError(null);
            setClosing(true);
          }}
        >
          Close account…
        </Button>
      </div>
      <CloseAccountDialog
        open={closing}
        username={group.reported.username}
        reason={reason}
        pending={act.isPending}
        onOpenChange={setClosing}
        onConfirm={() => act.mutate({ action: 'close', userId, reason })}
      />
    </div>
  );
}
