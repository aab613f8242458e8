import { describe, expect, it } from 'vitest';
import { ExternalStore } from './external-store';

describe('ExternalStore', () => {
  it('replaces the state on each patch and tells every listener', () => {
    const store = new ExternalStore({ a: 1, b: 'x' });
    const first = store.get();
    const seen: number[] = [];
    const off = store.subscribe(() => seen.push(store.get().a));
    store.set({ a: 2 });
    expect(store.get()).toEqual({ a: 2, b: 'x' });
    expect(store.get()).not.toBe(first);
    expect(first).toEqual({ a: 1, b: 'x' });
    off();
    store.set({ a: 3 });
    expect(seen).toEqual([2]);
  });

  it('changes nothing and tells nobody once closed', () => {
    const store = new ExternalStore({ a: 1 });
    let calls = 0;
    store.subscribe(() => {
      calls += 1;
    });
    store.close();
    store.set({ a: 2 });
    expect(store.get().a).toBe(1);
    expect(calls).toBe(0);
    expect(store.isClosed).toBe(true);
  });
});
