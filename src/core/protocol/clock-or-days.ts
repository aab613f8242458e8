import type { z } from 'zod';

/** The message when a body has both a clock and days per move, or neither (decision 316). */
export const CLOCK_OR_DAYS = 'Choose a clock (timeControl) or days per move (daysPerMove), not both';

/**
 * The one rule of every body that sets up a game, a created one or a challenge (decisions 316, 329): a clock or
 * days per move, exactly one, and no increment with days.
 */
export function refineClockOrDays(
  body: {
    timeControl?: number | undefined;
    increment?: number | undefined;
    daysPerMove?: number | undefined;
  },
  context: z.RefinementCtx,
): void {
  const days = body.daysPerMove !== undefined;
  if (days === (body.timeControl !== undefined)) {
    context.addIssue({
      code: 'custom',
      message: CLOCK_OR_DAYS,
      path: [days ? 'daysPerMove' : 'timeControl'],
    });
  } else if (days && body.increment !== undefined && body.increment !== 0) {
    context.addIssue({
      code: 'custom',
      message: 'A correspondence game has no increment',
      path: ['increment'],
    });
  }
}
