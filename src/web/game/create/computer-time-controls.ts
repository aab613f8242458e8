import { TIME_CONTROL_MAX } from '../../../core/limits';
import { TIME_CONTROL_PRESETS, type TimeControlPreset } from '../time-controls';

/**
 * The clocks offered against the computer: every create-screen preset, then the long ones. There is no
 * "no clock": every game's turns have a deadline in the clock rules (`core/chess/clock.ts`), so the
 * longest control, three hours a side, stands in for it (decision 286).
 */
export const COMPUTER_TIME_CONTROLS: readonly TimeControlPreset[] = [
  ...TIME_CONTROL_PRESETS,
  { id: '60', label: '1 hour', timeControl: 3600, increment: 0 },
  { id: '90+30', label: '90+30 Classical', timeControl: 5400, increment: 30 },
  { id: '180', label: '3 hours (no hurry)', timeControl: TIME_CONTROL_MAX, increment: 0 },
];

export const COMPUTER_DEFAULT_TIME_CONTROL_ID = '10';
