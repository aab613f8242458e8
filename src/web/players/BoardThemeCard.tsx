import { useLingui } from '@lingui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  BOARD_COLOR_KEYS,
  BOARD_THEMES,
  type BoardColorKey,
  type BoardColors,
  boardColorProblems,
  HIGHLIGHT_ALPHA,
} from '../../core/board-themes';
import { mayUseBoardTheme } from '../../core/plans';
import type { BoardSettings, CurrentUser, UpdateBoardSettingsBody } from '../../core/protocol';
import { applyBoardColors, boardSettingsKey } from '../board/board-theme';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import { refusalText } from '../i18n/refusal-text';
import { apiRequest } from '../lib/api';
import { LockedLooksNote } from './LockedLooksNote';
import { boardProblemText, COLOUR_LABEL, themeName } from './look-words';
import { PlanChoice } from './PlanChoice';
import { profileWords } from './profile-words';

const PREVIEW_SQUARES = Array.from({ length: 16 }, (_, index) => index);

/** A 4×4 corner of the board in these colours, with the last move, a selection and a check shown. */
export function BoardPreview({ colors, label }: { colors: BoardColors; label: string }) {
  const overlay: Partial<Record<number, BoardColorKey>> = {
    1: 'lastMove',
    6: 'lastMove',
    9: 'selected',
    14: 'check',
  };
  return (
    // A corner of the board reads left to right in every language, as the board does.
    <div
      role="img"
      aria-label={label}
      dir="ltr"
      className="grid w-24 grid-cols-4 overflow-hidden rounded border"
    >
      {PREVIEW_SQUARES.map((index) => {
        const light = (Math.floor(index / 4) + index) % 2 === 0;
        const highlight = overlay[index];
        return (
          <div
            key={index}
            className="relative aspect-square"
            style={{ background: light ? colors.light : colors.dark }}
          >
            {highlight ? (
              <div
                className="absolute inset-0"
                style={{
                  background: colors[highlight],
                  opacity: HIGHLIGHT_ALPHA[highlight as keyof typeof HIGHLIGHT_ALPHA],
                }}
              />
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

/** Profile → Board theme: the themes the plan includes, the rest marked, and Pro's own colours. */
export function BoardThemeCard({ user }: { user: CurrentUser }) {
  profileWords.useWords();
  const { i18n } = useLingui();
  const client = useQueryClient();
  const settings = useQuery<BoardSettings>({ queryKey: boardSettingsKey });
  const [custom, setCustom] = useState<BoardColors | null>(null);
  // The theme just picked shows as chosen at once; a refused save puts the stored one back.
  const [picked, setPicked] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: async (body: UpdateBoardSettingsBody) =>
      (await (await apiRequest('PUT', '/api/settings/board', body)).json()) as BoardSettings,
    onSuccess: (saved) => {
      client.setQueryData(boardSettingsKey, saved);
      applyBoardColors(saved.colors);
      setPicked(null);
    },
    onError: () => setPicked(null),
  });
  const plan = user.subscriptionTier;
  const draft = custom ?? settings.data?.customColors ?? settings.data?.colors ?? null;
  const problems = draft ? boardColorProblems(draft) : [];
  return (
    <Card role="region" aria-labelledby="board-theme-title">
      <CardHeader>
        <CardTitle id="board-theme-title">{i18n._('profile.board.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        {settings.isPending ? (
          <Spinner label={i18n._('profile.board.loading')} />
        ) : settings.isError ? (
          <p role="alert" className="text-sm text-muted-foreground">
            {refusalText(i18n, settings.error, i18n._('profile.board.loadError'))}
          </p>
        ) : (
          <>
            <fieldset>
              <legend className="mb-3 text-sm text-muted-foreground">
                {i18n._('profile.board.lead')}
                {settings.data.effectiveTheme !== settings.data.theme
                  ? ` ${i18n._('profile.board.kept')}`
                  : ''}
              </legend>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
                {BOARD_THEMES.map((theme) => {
                  return (
                    <PlanChoice
                      key={theme.id}
                      group="board-theme"
                      value={theme.id}
                      name={themeName(i18n, theme)}
                      preview={
                        <BoardPreview
                          colors={theme}
                          label={i18n._('profile.board.preview', { name: themeName(i18n, theme) })}
                        />
                      }
                      checked={(picked ?? settings.data.effectiveTheme) === theme.id}
                      locked={!mayUseBoardTheme(plan, theme)}
                      busy={save.isPending}
                      onPick={() => {
                        setPicked(theme.id);
                        save.mutate({ theme: theme.id });
                      }}
                    />
                  );
                })}
              </div>
              {BOARD_THEMES.some((theme) => !mayUseBoardTheme(plan, theme)) ? (
                <p className="mt-2 text-sm text-muted-foreground">
                  <LockedLooksNote id="profile.board.locked" />
                </p>
              ) : null}
            </fieldset>
            {mayUseBoardTheme(plan, 'custom') && draft ? (
              <section className="grid gap-3" aria-labelledby="custom-theme-title" data-testid="custom-theme">
                <h3 id="custom-theme-title" className="text-sm font-semibold">
                  {i18n._('profile.board.customTitle')}
                </h3>
                <div className="flex flex-wrap items-start gap-4">
                  <BoardPreview colors={draft} label={i18n._('profile.board.customPreview')} />
                  <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                    {BOARD_COLOR_KEYS.map((key) => (
                      <label key={key} className="flex items-center gap-2 text-sm">
                        <input
                          type="color"
                          value={draft[key]}
                          onChange={(event) => setCustom({ ...draft, [key]: event.target.value })}
                          className="h-8 w-10 cursor-pointer rounded border bg-background"
                        />
                        {i18n._(COLOUR_LABEL[key])}
                      </label>
                    ))}
                  </div>
                </div>
                {problems.length > 0 ? (
                  <ul role="alert" className="list-disc ps-5 text-sm text-destructive">
                    {problems.map((problem) => (
                      <li key={problem}>{boardProblemText(i18n, problem)}</li>
                    ))}
                  </ul>
                ) : null}
                <div>
                  <Button
                    disabled={problems.length > 0 || save.isPending}
                    onClick={() => save.mutate({ theme: 'custom', customColors: draft })}
                  >
                    {i18n._('profile.board.useMine')}
                  </Button>
                </div>
              </section>
            ) : null}
            {save.isError ? (
              <p role="alert" className="text-sm text-destructive">
                {refusalText(i18n, save.error, i18n._('profile.board.saveError'))}
              </p>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
