import { describe, expect, it } from 'vitest';
import { CreateGameBody } from '../../core/protocol';
import { DEFAULT_PRESET_ID, TIME_CONTROL_PRESETS } from './time-controls';

describe('time control presets', () => {
  it('offers the spec presets with 10 minutes as the default, all valid for the create call', () => {
    expect(TIME_CONTROL_PRESETS.map((p) => p.id)).toEqual([
      '5',
      '10',
      '15',
      '30',
      '1+0',
      '3+2',
      '5+3',
      '10+5',
    ]);
    expect(TIME_CONTROL_PRESETS.find((p) => p.id === DEFAULT_PRESET_ID)?.timeControl).toBe(600);
    for (const preset of TIME_CONTROL_PRESETS) {
      expect(
        CreateGameBody.safeParse({ timeControl: preset.timeControl, increment: preset.increment }).success,
      ).toBe(true);
    }
  });
});
