import { Trans, useLingui } from '@lingui/react';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../components/ui/button';
import { refusalText } from '../i18n/refusal-text';
import { useAuth } from '../lib/auth';
import { declareAdult } from '../stranger-calls/stranger-calls-api';
import type { CallModeView } from './call-snapshot';
import { callWords } from './call-words';

/** The gate's words: the call area's message ids (the journeys read their English from its catalogue). */
export const STRANGER_CALL_TEXT = {
  declarePrompt: 'call.stranger.declarePrompt',
  declare: 'call.stranger.declare',
  otherNotDeclared: 'call.stranger.otherNotDeclared',
  youTurnedOff: 'call.stranger.youTurnedOff',
  otherTurnedOff: 'call.stranger.otherTurnedOff',
  declareFailed: 'call.stranger.declareFailed',
} as const;

/**
 * What the call's place says when a lobby game's call cannot happen (decision 284): the viewer may
 * declare they are 18 or over right here; otherwise why there is no call, and that the chat still works.
 */
export function StrangerCallGate({ view, onDeclared }: { view: CallModeView; onDeclared(): void }) {
  callWords.useWords();
  const { i18n } = useLingui();
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
      setError(refusalText(i18n, failure, i18n._(STRANGER_CALL_TEXT.declareFailed)));
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
          <p className="max-w-sm">{i18n._(STRANGER_CALL_TEXT.declarePrompt)}</p>
          <Button size="sm" variant="accent" disabled={saving} onClick={() => void declare()}>
            <ShieldCheck aria-hidden />
            {i18n._(STRANGER_CALL_TEXT.declare)}
          </Button>
          {error && (
            <p role="alert" className="text-red-300">
              {error}
            </p>
          )}
        </>
      ) : view.reason === 'stranger_calls_off' && user?.strangerCalls === false ? (
        <p className="max-w-sm">
          <Trans
            id="call.stranger.youTurnedOffChange"
            values={{ text: i18n._(STRANGER_CALL_TEXT.youTurnedOff) }}
            components={{
              0: <Link href="/profile#calls-with-strangers" className="underline underline-offset-2" />,
            }}
          />
        </p>
      ) : (
        <p className="max-w-sm">
          {view.reason === 'stranger_calls_off'
            ? i18n._(STRANGER_CALL_TEXT.otherTurnedOff)
            : i18n._(STRANGER_CALL_TEXT.otherNotDeclared)}
        </p>
      )}
    </div>
  );
}
