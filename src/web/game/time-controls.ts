import { TIME_CONTROL_DEFAULT } from '../../core/limits';

/** A time control offered on the create screen: initial seconds per side and increment per move. */
export interface TimeControlPreset {
  id: string;
  label: string;
  timeControl: number;
  increment: number;
}

/** The spec's 5, 10 (default), 15 and 30 minutes, then the common bullet, blitz and rapid controls. */
export const TIME_CONTROL_PRESETS: readonly TimeControlPreset[] = [
  { id: '5', label: '5 minutes', timeControl: 300, increment: 0 },
  { id: '10', label: '10 minutes', timeControl: TIME_CONTROL_DEFAULT, increment: 0 },
  { id: '15', label: '15 minutes', timeControl: 900, increment: 0 },
  { id: '30', label: '30 minutes', timeControl: 1800, increment: 0 },
  { id: '1+0', label: '1+0 Bullet', timeControl: 60, increment: 0 },
  { id: '3+2', label: '3+2 Blitz', timeControl: 180, increment: 2 },
  { id: '5+3', label: '5+3 Blitz', timeControl: 300, increment: 3 },
  { id: '10+5', label: '10+5 Rapid', timeControl: 600, increment: 5 },
];

export const DEFAULT_PRESET_ID = '10';
export const CUSTOM_PRESET_ID = 'custom';
