import { describe, expect, it } from 'vitest';
import { ApiError, isRefusal } from './api';

describe('ApiError', () => {
  it("carries the server's code, and none for an answer that is not one of ours", () => {
    const refusal = new ApiError(409, 'text', { message: "It's white player's turn", code: 'not_your_turn' });
    expect(refusal.code).toBe('not_your_turn');
    expect(isRefusal(refusal, 'not_your_turn')).toBe(true);
    expect(isRefusal(refusal, 'game_over')).toBe(false);
    expect(new ApiError(502, '<html>Bad gateway</html>', null).code).toBeNull();
    expect(new ApiError(409, 'text', { message: 'no code' }).code).toBeNull();
    expect(new ApiError(409, 'text', { message: 'from a later server', code: 'brand_new' }).code).toBeNull();
    expect(isRefusal(new Error('not_your_turn'), 'not_your_turn')).toBe(false);
  });
});
