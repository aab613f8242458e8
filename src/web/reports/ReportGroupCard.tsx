import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import type { ModerationActionBody, ModerationReport, MuteDuration, ReportGroup } from '../../core/protocol';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { messageOf } from '../lib/api';
import { toast } from '../lib/use-toast';
import { MODERATION_KEY, moderate, REASON_TEXT } from './reports-api';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const MUTES: { duration: MuteDuration; label: string }[] = [
  { duration: '24h', label: 'Mute chat 24 h' },
  { duration: '7d', label: 'Mute chat 7 days' },
  { duration: 'permanent', label: 'Mute chat for good' },
];

export const ACTION_DONE: Record<ModerationActionBody['action'], string> = {
  dismiss: 'Reports dismissed.',
  warn: 'Warning sent; the reporters were told.',
  mute: 'Chat muted; the reporters were told.',
};

/** One report with its evidence: reason, words, the game, whether the call was on, the chat lines. */
function ReportEntry({ report }: { report: ModerationReport }) {
  return (
    <li className="grid gap-2 rounded-lg border p-3 text-sm" data-testid="moderation-report">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{REASON_TEXT[report.reason]}</Badge>
        <span>by {report.reporter}</span>
        <span className="text-muted-foreground">{when(report.createdAt)}</span>
        {report.gameId ? (
          <Link className="underline" href={`/game/${report.gameId}`}>
            Game #{report.gameId}
          </Link>
        ) : (
          <span className="text-muted-foreground">From their profile</span>
        )}
        {report.callOn === null ? null : (
          <span className="text-muted-foreground">{report.callOn ? 'Call on' : 'No call on'}</span>
        )}
      </div>
      {report.text ? <p className="whitespace-pre-line break-words">“{report.text}”</p> : null}
      {report.chat.length > 0 ? (
        <details>
          <summary className="cursor-pointer">
            Chat ({report.chat.length} {report.chat.length === 1 ? 'line' : 'lines'})
          </summary>
          <ol className="mt-2 grid gap-1">
            {report.chat.map((line) => (
              <li
                key={line.id}
                className={
                  line.id === report.messageId ? 'rounded bg-amber-100 px-1 text-amber-950' : undefined
                }
              >
                <span className="font-medium">{line.username}:</span> {line.message}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </li>
  );
}

/** A reported person's open reports, their past sanctions, and the actions on them (with a reason). */
export function ReportGroupCard({ group }: { group: ReportGroup }) {
  const client = useQueryClient();
  const ids = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: moderate,
    onSuccess: (_answer, body) => {
      toast({ title: 'Moderation', description: ACTION_DONE[body.action] });
      void client.invalidateQueries({ queryKey: MODERATION_KEY });
    },
    onError: (failure) => setError(messageOf(failure, 'The action did not go through. Please try again.')),
  });
  const name = group.reported.displayName ?? group.reported.username;
  const run = (body: ModerationActionBody) => {
    if (!reason.trim()) {
      setError('Say why: the reason is kept in the audit log.');
      return;
    }
    setError(null);
    act.mutate(body);
  };
  const userId = group.reported.id;
  return (
    <Card data-testid="report-group">
      <CardHeader className="pb-2">
        <CardTitle className="flex flex-wrap items-center gap-2 text-lg">
          <Link className="underline" href={`/profile/${group.reported.username}`}>
            {name}
          </Link>
          <Badge>{group.reports.length === 1 ? '1 report' : `${group.reports.length} reports`}</Badge>
          {group.sanctions.map((sanction) => (
            <Badge key={sanction.createdAt} variant="warning">
              {sanction.kind === 'warn' ? 'Warned' : 'Muted'} {when(sanction.createdAt)}
              {sanction.kind === 'mute'
                ? sanction.until
                  ? ` until ${when(sanction.until)}`
                  : ' for good'
                : ''}
            </Badge>
          ))}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ul className="grid gap-2">
          {group.reports.map((report) => (
            <ReportEntry key={report.id} report={report} />
          ))}
        </ul>
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
          {MUTES.map((mute) => (
            <Button
              key={mute.duration}
              size="sm"
              variant="destructive"
              disabled={act.isPending}
              onClick={() => run({ action: 'mute', userId, duration: mute.duration, reason })}
            >
              {mute.label}
            </Button>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
