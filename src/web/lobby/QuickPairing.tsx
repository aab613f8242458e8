import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { LobbyPoolId } from '../../core/lobby-pools';
import type { LobbyState } from '../../core/protocol';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { loadedMessage } from '../i18n/loaded-message';
import { refusalText } from '../i18n/refusal-text';
import { ErrorLine } from './ErrorLine';
import { type GameChoice, GameOptions } from './GameOptions';
import { joinPool, leavePool } from './lobby-api';
import { PoolTiles } from './PoolTiles';
import { type QueueExit, setQueue } from './use-lobby';
import { WaitingPanel } from './WaitingPanel';

/** Why the person no longer waits, worded from the refusal's code and fields like any refusal (decision 322). */
function droppedText(i18n: I18n, dropped: QueueExit): string {
  const reason = loadedMessage(i18n, `error.${dropped.code}`, dropped.fields) ?? dropped.message;
  return i18n._('lobby.dropped', { reason });
}

/**
 * Quick pairing: choose rated or casual and a call, press a time control, wait to be paired with a
 * stranger (the page goes to the game on `lobby_paired`), cancel any time.
 */
export function QuickPairing({
  lobby,
  blocked,
  dropped,
}: {
  lobby: LobbyState;
  blocked: boolean;
  /** Why a wave took the person out of the queue, if it did since they last pressed Play. */
  dropped: QueueExit | null;
}) {
  const { i18n } = useLingui();
  const client = useQueryClient();
  const [choice, setChoice] = useState<GameChoice>({ rated: true, call: true });
  const callAllowed = lobby.calls.adultDeclared && lobby.calls.strangerCalls;
  const play = useMutation({
    mutationFn: (pool: LobbyPoolId) =>
      joinPool({ pool, rated: choice.rated, call: choice.call && callAllowed }),
    onSuccess: (queue) => setQueue(client, queue),
  });
  const cancel = useMutation({
    mutationFn: leavePool,
    onSuccess: () => setQueue(client, null),
  });
  const error = play.error ?? cancel.error;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{i18n._('lobby.pairing.title')}</CardTitle>
        <CardDescription>{i18n._('lobby.pairing.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {lobby.queue ? (
          <WaitingPanel
            queue={lobby.queue}
            cancelling={cancel.isPending}
            onCancel={() => {
              play.reset();
              cancel.mutate();
            }}
          />
        ) : (
          <>
            <GameOptions
              idPrefix="pairing"
              choice={choice}
              onChange={setChoice}
              calls={lobby.calls}
              disabled={blocked}
            />
            <PoolTiles
              disabled={blocked || play.isPending}
              onPlay={(pool) => {
                cancel.reset();
                play.mutate(pool);
              }}
            />
          </>
        )}
        <ErrorLine message={error ? refusalText(i18n, error, i18n._('lobby.failed')) : null} />
        {!error && !lobby.queue && dropped ? <ErrorLine message={droppedText(i18n, dropped)} /> : null}
      </CardContent>
    </Card>
  );
}
