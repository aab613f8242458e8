import { Trans, useLingui } from '@lingui/react';
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
import { refusalText } from '../i18n/refusal-text';
import { apiRequest } from '../lib/api';
import { applyPieceSet } from '../lib/piece-set';
import { LockedLooksNote } from './LockedLooksNote';
import { pieceSetCaption, pieceSetName } from './look-words';
import { PlanChoice } from './PlanChoice';
import { profileWords } from './profile-words';

/** Four pieces of each colour on alternating squares in the player's board colours. */
const PREVIEW: PieceLetter[] = ['K', 'q', 'N', 'b', 'k', 'Q', 'n', 'P'];

export function PieceSetPreview({ set, label }: { set: string; label: string }) {
  return (
    <div
      role="img"
      aria-label={label}
      dir="ltr"
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
  profileWords.useWords();
  const { i18n } = useLingui();
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
        <CardTitle id="piece-set-title">{i18n._('profile.pieces.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {settings.isPending ? (
          <Spinner label={i18n._('profile.pieces.loading')} />
        ) : settings.isError ? (
          <p role="alert" className="text-sm text-muted-foreground">
            {refusalText(i18n, settings.error, i18n._('profile.pieces.loadError'))}
          </p>
        ) : (
          <fieldset>
            <legend className="mb-3 text-sm text-muted-foreground">
              {i18n._('profile.pieces.lead')}
              {settings.data.effectivePieceSet !== settings.data.pieceSet && kept
                ? ` ${i18n._('profile.pieces.kept', { name: pieceSetName(i18n, kept) })}`
                : ''}
            </legend>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
              {PIECE_SETS.map((set) => {
                return (
                  <PlanChoice
                    key={set.id}
                    group="piece-set"
                    value={set.id}
                    name={pieceSetName(i18n, set)}
                    preview={
                      <PieceSetPreview
                        set={set.id}
                        label={i18n._('profile.pieces.preview', { name: pieceSetName(i18n, set) })}
                      />
                    }
                    checked={(picked ?? settings.data.effectivePieceSet) === set.id}
                    locked={!mayUsePieceSet(plan, set)}
                    busy={save.isPending}
                    onPick={() => {
                      setPicked(set.id);
                      save.mutate({ pieceSet: set.id });
                    }}
                    caption={pieceSetCaption(i18n, set)}
                  />
                );
              })}
            </div>
            <p className="mt-2 text-sm text-muted-foreground">
              {PIECE_SETS.some((set) => !mayUsePieceSet(plan, set)) ? (
                <>
                  <LockedLooksNote id="profile.pieces.locked" />{' '}
                </>
              ) : null}
              <Trans
                id="profile.pieces.credits"
                components={{
                  0: (
                    <Link
                      href="/credits"
                      className="font-medium text-primary underline-offset-4 hover:underline"
                    />
                  ),
                }}
              />
            </p>
            {save.isError ? (
              <p role="alert" className="mt-2 text-sm text-destructive">
                {refusalText(i18n, save.error, i18n._('profile.pieces.saveError'))}
              </p>
            ) : null}
          </fieldset>
        )}
      </CardContent>
    </Card>
  );
}
