import { z } from 'zod';
import { NO_CLOCK_TIME_CONTROL } from '../chess/clock';
import { COMPUTER_LEVEL_MAX, COMPUTER_LEVEL_MIN } from '../computer-levels';
import { FEN_MAX, INCREMENT_MAX, INCREMENT_MIN, TIME_CONTROL_MAX, TIME_CONTROL_MIN } from '../limits';
import { ChallengeColor } from './notifications';

/**
 * `POST /api/games/computer` (decisions 286 and 288): a game against the computer at `level`, started at
 * once, never rated and never charged. The same clocks as any game, or none (`timeControl` 0, with no
 * increment); the creator's seat as a challenge asks for it.
 */
export const CreateComputerGameBody = z
  .object({
    level: z.number().int().min(COMPUTER_LEVEL_MIN).max(COMPUTER_LEVEL_MAX),
    timeControl: z.union([
      z.literal(NO_CLOCK_TIME_CONTROL),
      z.number().int().min(TIME_CONTROL_MIN).max(TIME_CONTROL_MAX),
    ]),
    increment: z.number().int().min(INCREMENT_MIN).max(INCREMENT_MAX).default(0),
    color: ChallengeColor.default('white'),
    /** A position to start from (decision 288), checked by `checkStartPosition`; the standard start when absent. */
    fen: z.string().trim().min(1).max(FEN_MAX).optional(),
  })
  .refine((body) => body.timeControl !== NO_CLOCK_TIME_CONTROL || body.increment === 0, {
    message: 'A game with no clock has no increment',
    path: ['increment'],
  });
export type CreateComputerGameBody = z.infer<typeof CreateComputerGameBody>;
export type CreateComputerGameInput = z.input<typeof CreateComputerGameBody>;
