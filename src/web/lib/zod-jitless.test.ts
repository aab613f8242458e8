import { describe, expect, it } from 'vitest';
import './zod-jitless';
import { config } from 'zod';

describe('zod in the browser', () => {
  it('never compiles parsers with new Function, which the CSP forbids', () => {
    expect(config().jitless).toBe(true);
  });
});
