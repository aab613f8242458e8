import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../components/ui/button';
import { messageOf } from '../lib/api';
import { useAuth } from '../lib/auth';
import { declareAdult } from '../stranger-calls/stranger-calls-api';
import type { CallModeView } from './call-snapshot';

export const STRANGER_CALL_TEXT = {
  declarePrompt:
    'Calls with strangers are for adults. Declare that you are 18 or over to have a call in lobby games.',
  declare: 'I am 18 or over',
  otherNotDeclared:
    'No call in this game: the other player has not declared they are 18 or over. The chat works as always.',
  youTurnedOff: 'You turned calls with strangers off, so this game has no call. The chat works as always.',
  otherTurnedOff:
    'No call in this game: the other player does not take calls with strangers. The chat works as always.',
  declareFailed: 'Your declaration was not saved. Please try again.',
} as const;

/**
 * What the call's place says when a lobby game's call cannot happen (decision 284): the viewer may
 * declare they are 18 or over right here; otherwise why there is no call, and that the chat still works.
 */
export function StrangerCallGate({ view, onDeclared }: { view: CallModeView; onDeclared(): void }) {
  const { user } = useAuth();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mustDeclare = view.reason === 'adult_declaration_required' && view.viewerMustDeclare === true;
  const declare = async () => {
    setSaving(true);
    setError(null);
    try {
      await declareAdult();
      onDeclared();
    } catch (failure) {
      setError(messageOf(failure, STRANGER_CALL_TEXT.declareFailed));
    } finally {
      setSaving(false);
    }
  };
  return (
    <div
      data-testid="stranger-call-gate"
      className="absolute inset-0 z-20 flex flex-col items-center justify-center gap-2 overflow-auto rounded-md bg-stone-900 p-3 text-center text-xs text-white wide:text-sm"
    >
      {mustDeclare ? (
        <>
          <p className="max-w-sm">{STRANGER_CALL_TEXT.declarePrompt}</p>
          <Button size="sm" variant="accent" disabled={saving} onClick={() => void declare()}>
            <ShieldCheck aria-hidden />
            {STRANGER_CALL_TEXT.declare}
          </Button>
          {error && (
            <p role="alert" className="text-red-300">
              {error}
            </p>
          )}
        </>
      ) : view.reason === 'stranger_calls_off' && user?.strangerCalls === false ? (
        <p className="max-w-sm">
          {STRANGER_CALL_TEXT.youTurnedOff}{' '}
          <Link href="/profile#calls-with-strangers" className="underline underline-offset-2">
            Change this in your profile
          </Link>
          .
        </p>
      ) : (
        <p className="max-w-sm">
          {view.reason === 'stranger_calls_off'
            ? STRANGER_CALL_TEXT.otherTurnedOff
            : STRANGER_CALL_TEXT.otherNotDeclared}
        </p>
      )}
    </div>
  );
}
