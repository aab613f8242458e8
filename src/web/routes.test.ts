import { describe, expect, it } from 'vitest';
import { routeAt } from './routes';

describe('routeAt', () => {
  it('finds the route a path renders, parameters as whole segments', () => {
    expect(routeAt('/')?.path).toBe('/');
    expect(routeAt('/pricing')?.path).toBe('/pricing');
    expect(routeAt('/pricing/')?.path).toBe('/pricing');
    expect(routeAt('/game/new')?.path).toBe('/game/new');
    expect(routeAt('/game/abc123')?.path).toBe('/game/:id');
    expect(routeAt('/profile/ann')?.path).toBe('/profile/:username');
  });

  it('finds nothing for a path no route renders', () => {
    expect(routeAt('/game/abc/extra')).toBeUndefined();
    expect(routeAt('/pricingx')).toBeUndefined();
    expect(routeAt('/nowhere')).toBeUndefined();
  });
});
