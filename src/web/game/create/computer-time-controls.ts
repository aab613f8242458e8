import { NO_CLOCK_TIME_CONTROL } from '../../../core/chess/clock';
import { TIME_CONTROL_MAX } from '../../../core/limits';
import { NO_CLOCK_LABEL } from '../../../core/time-control';
import { TIME_CONTROL_PRESETS, type TimeControlPreset } from '../time-controls';

/**
 * The clocks offered against the computer: every create-screen preset, the long ones, and no clock at all
 * (decision 288: no flag, only the idle limit of `core/limits.ts`).
 */
export const COMPUTER_TIME_CONTROLS: readonly TimeControlPreset[] = [
  ...TIME_CONTROL_PRESETS,
  { id: '60', label: '1 hour', timeControl: 3600, increment: 0 },
  { id: '90+30', label: '90+30 Classical', timeControl: 5400, increment: 30 },
  { id: '180', label: '3 hours', timeControl: TIME_CONTROL_MAX, increment: 0 },
  { id: 'none', label: NO_CLOCK_LABEL, timeControl: NO_CLOCK_TIME_CONTROL, increment: 0 },
];

export const COMPUTER_DEFAULT_TIME_CONTROL_ID = '10';
