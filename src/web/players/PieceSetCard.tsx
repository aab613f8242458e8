import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import type { PieceLetter } from '../../core/chess';
import { PIECE_SETS, pieceSetById } from '../../core/piece-sets';
import { mayUsePieceSet } from '../../core/plans';
import type { BoardSettings, CurrentUser, UpdateBoardSettingsBody } from '../../core/protocol';
import { boardSettingsKey, boardVar } from '../board/board-theme';
import { PieceImage } from '../board/pieces';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import { apiRequest, messageOf } from '../lib/api';
import { applyPieceSet } from '../lib/piece-set';
import { PlanChoice } from './PlanChoice';

/** Four pieces of each colour on alternating squares in the player's board colours. */
const PREVIEW: PieceLetter[] = ['K', 'q', 'N', 'b', 'k', 'Q', 'n', 'P'];

export function PieceSetPreview({ set, label }: { set: string; label: string }) {
  return (
    <div
      role="img"
      aria-label={label}
      className="grid w-full max-w-32 grid-cols-4 overflow-hidden rounded border"
    >
      {PREVIEW.map((piece, index) => {
        const light = (Math.floor(index / 4) + index) % 2 === 0;
        return (
          <div
            key={piece}
            className="relative aspect-square"
            style={{ background: boardVar(light ? 'light' : 'dark') }}
          >
            <PieceImage piece={piece} set={set} className="absolute inset-[6%] block" />
          </div>
        );
      })}
    </div>
  );
}

/** Profile → Pieces: every set with a preview, the ones the plan lacks locked, and the credit for each. */
export function PieceSetCard({ user }: { user: CurrentUser }) {
  const client = useQueryClient();
  const settings = useQuery<BoardSettings>({ queryKey: boardSettingsKey });
  // The set just picked shows as chosen at once; a refused save puts the stored one back.
  const [picked, setPicked] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: async (body: UpdateBoardSettingsBody) =>
      (await (await apiRequest('PUT', '/api/settings/board', body)).json()) as BoardSettings,
    onSuccess: (saved) => {
      client.setQueryData(boardSettingsKey, saved);
      applyPieceSet(saved.effectivePieceSet);
      setPicked(null);
    },
    onError: () => setPicked(null),
  });
  const plan = user.subscriptionTier;
  const kept = settings.data ? pieceSetById(settings.data.pieceSet) : undefined;
  return (
    <Card role="region" aria-labelledby="piece-set-title">
      <CardHeader>
        <CardTitle id="piece-set-title">Pieces</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {settings.isPending ? (
          <Spinner label="Loading piece sets" />
        ) : settings.isError ? (
          <p role="alert" className="text-sm text-muted-foreground">
            {settings.error.message}
          </p>
        ) : (
          <fieldset>
            <legend className="mb-3 text-sm text-muted-foreground">
              Used on the 2D board, in replays and reviews; the 3D pieces take their colours.
              {settings.data.effectivePieceSet !== settings.data.pieceSet && kept
                ? ` The ${kept.name} pieces are not in your current plan, so the Cburnett pieces are shown; your choice is kept.`
                : ''}
            </legend>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
              {PIECE_SETS.map((set) => {
                return (
                  <PlanChoice
                    key={set.id}
                    group="piece-set"
                    value={set.id}
                    name={set.name}
                    preview={<PieceSetPreview set={set.id} label={`${set.name} pieces`} />}
                    checked={(picked ?? settings.data.effectivePieceSet) === set.id}
                    locked={!mayUsePieceSet(plan, set)}
                    busy={save.isPending}
                    onPick={() => {
                      setPicked(set.id);
                      save.mutate({ pieceSet: set.id });
                    }}
                    caption={set.credit.author}
                  />
                );
              })}
            </div>
            <p className="mt-2 text-sm text-muted-foreground">
              {PIECE_SETS.some((set) => !mayUsePieceSet(plan, set)) ? (
                <>
                  Locked sets come with Premium and Pro.{' '}
                  <Link
                    href="/pricing"
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  >
                    See plans
                  </Link>
                  .{' '}
                </>
              ) : null}
              Who drew each set, and its licence:{' '}
              <Link href="/credits" className="font-medium text-primary underline-offset-4 hover:underline">
                Credits
              </Link>
              .
            </p>
            {save.isError ? (
              <p role="alert" className="mt-2 text-sm text-destructive">
                {messageOf(save.error, "Couldn't save the pieces. Please try again.")}
              </p>
            ) : null}
          </fieldset>
        )}
      </CardContent>
    </Card>
  );
}
