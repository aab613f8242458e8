import type { I18n, MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type {
  ModerationActionBody,
  ModerationActionResponse,
  ReportGroup,
  SanctionDuration,
} from '../../core/protocol';
import {
  ESCALATION_WINDOW_MS,
  type LadderKind,
  ladderFloor,
  type PastSanction,
} from '../../core/sanction-ladder';
import { Button } from '../components/ui/button';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { refusalText } from '../i18n/refusal-text';
import { toast } from '../lib/use-toast';
import { CloseAccountDialog } from './CloseAccountDialog';
import { MODERATION_KEY, moderate } from './reports-api';

const LENGTHS: { duration: SanctionDuration; mute: MessageId; bar: MessageId }[] = [
  { duration: '24h', mute: 'moderation.action.mute24h', bar: 'moderation.action.bar24h' },
  { duration: '7d', mute: 'moderation.action.mute7d', bar: 'moderation.action.bar7d' },
  { duration: 'permanent', mute: 'moderation.action.muteForGood', bar: 'moderation.action.barForGood' },
];

/** "for 24 hours": how long a sanction given lasts, in the toast. */
const LENGTH_TEXT: Record<SanctionDuration, MessageId> = {
  '24h': 'moderation.length.24h',
  '7d': 'moderation.length.7d',
  permanent: 'moderation.length.permanent',
};

/** "24 hours", "permanent": a length in the ladder's sentences. */
const SPAN_TEXT: Record<SanctionDuration, MessageId> = {
  '24h': 'moderation.span.24h',
  '7d': 'moderation.span.7d',
  permanent: 'moderation.span.permanent',
};

/** How many sanctions of this kind the person would have in the ladder's window with one more now. */
function countWithNext(kind: PastSanction['kind'], past: readonly PastSanction[], now: number): number {
  return past.filter((p) => p.kind === kind && p.at <= now && now - p.at <= ESCALATION_WINDOW_MS).length + 1;
}

const DONE: Record<LadderKind, { plain: MessageId; given: MessageId; raised: MessageId }> = {
  mute: {
    plain: 'moderation.done.mute',
    given: 'moderation.done.muteFor',
    raised: 'moderation.done.muteRaised',
  },
  bar: { plain: 'moderation.done.bar', given: 'moderation.done.barFor', raised: 'moderation.done.barRaised' },
};

/**
 * What the toast says once an action went through; a mute or bar says the length actually given, and when the
 * ladder raised it (the answer's `escalation`), why: worded here from the lengths asked and given and the
 * person's sanctions in the ladder's window (`past`, as the page read them before acting).
 */
export function actionDone(
  i18n: I18n,
  body: ModerationActionBody,
  answer: ModerationActionResponse,
  past: readonly PastSanction[] = [],
  now: number = Date.now(),
): string {
  switch (body.action) {
    case 'dismiss':
      return i18n._('moderation.done.dismiss');
    case 'warn':
      return i18n._('moderation.done.warn');
    case 'close':
      return i18n._('moderation.done.close');
    case 'mute':
    case 'bar': {
      const ids = DONE[body.action];
      if (!answer.duration) return i18n._(ids.plain);
      const length = i18n._(LENGTH_TEXT[answer.duration]);
      if (!answer.escalation || !body.duration || answer.duration === body.duration)
        return i18n._(ids.given, { length });
      const raised = i18n._(body.action === 'mute' ? 'moderation.raised.mute' : 'moderation.raised.bar', {
        count: countWithNext(body.action, past, now),
        asked: i18n._(SPAN_TEXT[body.duration]),
        given: i18n._(SPAN_TEXT[answer.duration]),
      });
      return i18n._(ids.raised, { length, raised });
    }
  }
}

/**
 * What the page says before an action of this kind, or null when the ladder has nothing to add: "Second mute
 * in 90 days: at least 7 days will be given." A warning's note suggests a mute. The same reading of the ladder
 * as `ladderNote` (src/core/sanction-ladder.ts), in the reader's language.
 */
export function ladderText(
  i18n: I18n,
  kind: PastSanction['kind'],
  past: readonly PastSanction[],
  now: number,
): string | null {
  const count = countWithNext(kind, past, now);
  if (count === 1) return null;
  if (kind === 'warn') return i18n._('moderation.ladder.warn', { count });
  const floor = ladderFloor(kind, past, now);
  if (floor === null) return null;
  if (floor === 'permanent')
    return i18n._(kind === 'mute' ? 'moderation.ladder.mutePermanent' : 'moderation.ladder.barPermanent', {
      count,
    });
  return i18n._(kind === 'mute' ? 'moderation.ladder.mute' : 'moderation.ladder.bar', {
    count,
    length: i18n._(SPAN_TEXT[floor]),
  });
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
  const { i18n } = useLingui();
  const client = useQueryClient();
  const ids = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [closing, setClosing] = useState(false);
  const act = useMutation({
    mutationFn: moderate,
    onSuccess: (answer, body) => {
      setClosing(false);
      toast({
        title: i18n._('moderation.title'),
        description: actionDone(i18n, body, answer, past, Date.now()),
      });
      void client.invalidateQueries({ queryKey: MODERATION_KEY });
    },
    onError: (failure) => {
      setClosing(false);
      setError(refusalText(i18n, failure, i18n._('moderation.action.failed')));
    },
  });
  const userId = group.reported.id;
  const past = pastOf(group);
  const reasonGiven = () => {
    if (reason.trim()) return true;
    setError(i18n._('moderation.action.reasonNeeded'));
    return false;
  };
  const run = (body: ModerationActionBody) => {
    if (!reasonGiven()) return;
    setError(null);
    act.mutate(body);
  };
  const now = Date.now();
  return (
    <div className="grid gap-3">
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-reason`}>{i18n._('moderation.action.reason')}</Label>
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
            {i18n._('moderation.action.dismiss')}
          </Button>
          <Button size="sm" disabled={act.isPending} onClick={() => run({ action: 'warn', userId, reason })}>
            {i18n._('moderation.action.warn')}
          </Button>
        </div>
        <LadderNote text={ladderText(i18n, 'warn', past, now)} />
      </div>
      {(['mute', 'bar'] as const).map((kind) => (
        <fieldset key={kind} className="m-0 grid gap-1 border-0 p-0">
          <legend className="sr-only">
            {i18n._(kind === 'mute' ? 'moderation.action.muteLegend' : 'moderation.action.barLegend')}
          </legend>
          <div className="flex flex-wrap gap-2">
            {LENGTHS.map((length) => (
              <Button
                key={length.duration}
                size="sm"
                variant="destructive"
                disabled={act.isPending}
                onClick={() => run({ action: kind, userId, duration: length.duration, reason })}
              >
                {i18n._(length[kind])}
              </Button>
            ))}
          </div>
          <LadderNote text={ladderText(i18n, kind, past, now)} />
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
          {i18n._('moderation.action.close')}
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
