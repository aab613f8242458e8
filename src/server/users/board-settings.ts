import type { FastifyInstance } from 'fastify';
import {
  BOARD_COLOR_KEYS,
  type BoardColors,
  boardColorProblems,
  boardThemeById,
  DEFAULT_BOARD_THEME,
} from '../../core/board-themes';
import { DEFAULT_PIECE_SET, pieceSetById } from '../../core/piece-sets';
import { mayUseBoardTheme, mayUsePieceSet, PLAN_LIST, type PlanId } from '../../core/plans';
import {
  BoardColors as BoardColorsSchema,
  BoardSettings,
  SubscriptionTier,
  UpdateBoardSettingsBody,
} from '../../core/protocol';
import type { Db } from '../db/database';
import { HttpError, parseWith, unauthorized } from '../http/errors';

function planOf(tier: string): PlanId {
  const parsed = SubscriptionTier.safeParse(tier);
  return parsed.success ? parsed.data : 'free';
}

function colorsOf(theme: BoardColors): BoardColors {
  return Object.fromEntries(BOARD_COLOR_KEYS.map((key) => [key, theme[key]])) as unknown as BoardColors;
}

/** Stored custom colours, if they still read as colours (they were checked when saved). */
function parseCustom(text: string | null): BoardColors | null {
  if (!text) return null;
  try {
    const parsed = BoardColorsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function listOf(names: string[]): string {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** Which plans include a theme, for the refusal's words. */
function plansFor(theme: { standard: boolean } | 'custom'): string {
  return listOf(PLAN_LIST.filter((plan) => mayUseBoardTheme(plan.id, theme)).map((plan) => plan.name));
}

/** The piece set chosen (a removed or unknown one reads as the default) and the one the plan lets boards draw. */
function pieceSetsOf(stored: string | null, plan: PlanId): { pieceSet: string; effectivePieceSet: string } {
  const chosen = pieceSetById(stored ?? DEFAULT_PIECE_SET) ?? pieceSetById(DEFAULT_PIECE_SET);
  const pieceSet = chosen?.id ?? DEFAULT_PIECE_SET;
  return {
    pieceSet,
    effectivePieceSet: chosen && mayUsePieceSet(plan, chosen) ? pieceSet : DEFAULT_PIECE_SET,
  };
}

/**
 * What the board shows for a player: their choice when the plan includes it, otherwise Classic (a downgrade
 * keeps the choice and the custom colours, so an upgrade brings them back).
 */
export async function boardSettingsOf(db: Db, userId: string, tier: string): Promise<BoardSettings> {
  const row = await db.kysely
    .selectFrom('boardSettings')
    .select(['theme', 'customColors', 'pieceSet'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  const plan = planOf(tier);
  const pieces = pieceSetsOf(row?.pieceSet ?? null, plan);
  const custom = parseCustom(row?.customColors ?? null);
  const chosen = row?.theme ?? DEFAULT_BOARD_THEME;
  const named = boardThemeById(chosen);
  const fallback = boardThemeById(DEFAULT_BOARD_THEME) as NonNullable<ReturnType<typeof boardThemeById>>;
  if (chosen === 'custom' && custom && mayUseBoardTheme(plan, 'custom')) {
    return { theme: 'custom', customColors: custom, effectiveTheme: 'custom', colors: custom, ...pieces };
  }
  if (named && mayUseBoardTheme(plan, named)) {
    return {
      theme: named.id,
      customColors: custom,
      effectiveTheme: named.id,
      colors: colorsOf(named),
      ...pieces,
    };
  }
  return {
    theme: chosen === 'custom' || named ? chosen : DEFAULT_BOARD_THEME,
    customColors: custom,
    effectiveTheme: fallback.id,
    colors: colorsOf(fallback),
    ...pieces,
  };
}

/** `GET`/`PUT /api/settings/board`: the signed-in player's board theme. */
export function registerBoardSettings(app: FastifyInstance, db: Db): void {
  app.get(
    '/api/settings/board',
    { schema: { response: { 200: BoardSettings } } },
    async (request): Promise<BoardSettings> => {
      const user = request.user;
      if (!user) throw unauthorized();
      return boardSettingsOf(db, user.id, user.subscriptionTier);
    },
  );

  app.put(
    '/api/settings/board',
    { schema: { body: UpdateBoardSettingsBody, response: { 200: BoardSettings } } },
    async (request): Promise<BoardSettings> => {
      const user = request.user;
      if (!user) throw unauthorized();
      const body = parseWith(UpdateBoardSettingsBody, request.body);
      const plan = planOf(user.subscriptionTier);
      const named = body.theme === undefined || body.theme === 'custom' ? null : boardThemeById(body.theme);
      if (body.theme === 'custom') {
        if (!mayUseBoardTheme(plan, 'custom')) {
          throw new HttpError('theme_not_in_plan', `A custom board theme comes with ${plansFor('custom')}.`);
        }
        if (!body.customColors)
          throw new HttpError('invalid_input', 'customColors is required for a custom theme');
      } else if (named && !mayUseBoardTheme(plan, named)) {
        throw new HttpError('theme_not_in_plan', `The ${named.name} board comes with ${plansFor(named)}.`);
      }
      const pieceSet = body.pieceSet === undefined ? null : pieceSetById(body.pieceSet);
      if (pieceSet && !mayUsePieceSet(plan, pieceSet)) {
        const plans = listOf(PLAN_LIST.filter((p) => mayUsePieceSet(p.id, pieceSet)).map((p) => p.name));
        throw new HttpError('piece_set_not_in_plan', `The ${pieceSet.name} pieces come with ${plans}.`);
      }
      if (body.customColors) {
        const problems = boardColorProblems(body.customColors);
        if (problems.length > 0) throw new HttpError('poor_contrast', problems.join(' '), { problems });
      }
      const existing = await db.kysely
        .selectFrom('boardSettings')
        .select(['theme', 'customColors', 'pieceSet'])
        .where('userId', '=', user.id)
        .executeTakeFirst();
      const customColors = body.customColors
        ? JSON.stringify(body.customColors)
        : (existing?.customColors ?? null);
      // What the body leaves out stays as stored, so saving the pieces never touches a theme kept for later.
      const row = {
        userId: user.id,
        theme: body.theme ?? existing?.theme ?? DEFAULT_BOARD_THEME,
        customColors,
        pieceSet: pieceSet?.id ?? existing?.pieceSet ?? null,
        updatedAt: Date.now(),
      };
      await db.kysely
        .insertInto('boardSettings')
        .values(row)
        .onConflict((oc) =>
          oc.column('userId').doUpdateSet({
            theme: row.theme,
            customColors,
            pieceSet: row.pieceSet,
            updatedAt: row.updatedAt,
          }),
        )
        .execute();
      return boardSettingsOf(db, user.id, user.subscriptionTier);
    },
  );
}
