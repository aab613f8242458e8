import { z } from 'zod';
import { COMPUTER_LEVEL_MAX, COMPUTER_LEVEL_MIN } from '../computer-levels';
import { INCREMENT_MAX, INCREMENT_MIN, TIME_CONTROL_MAX, TIME_CONTROL_MIN } from '../limits';
import { ChallengeColor } from './notifications';

/**
 * `POST /api/games/computer` (decision 286): a game against the computer at `level`, started at once,
 * never rated and never charged. The same clocks as any game; the creator's seat as a challenge asks for it.
 */
export const CreateComputerGameBody = z.object({
  level: z.number().int().min(COMPUTER_LEVEL_MIN).max(COMPUTER_LEVEL_MAX),
  timeControl: z.number().int().min(TIME_CONTROL_MIN).max(TIME_CONTROL_MAX),
  increment: z.number().int().min(INCREMENT_MIN).max(INCREMENT_MAX).default(0),
  color: ChallengeColor.default('white'),
});
export type CreateComputerGameBody = z.infer<typeof CreateComputerGameBody>;
export type CreateComputerGameInput = z.input<typeof CreateComputerGameBody>;
