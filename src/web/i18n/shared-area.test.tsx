import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../core/locales';
import type { AreaCatalogue } from './area-catalogue';
import { i18n } from './i18n';
import { sharedArea } from './shared-area';

/** An area whose English arrives when the test says so (or fails), like a chunk on a slow network. */
function slowArea(messages: Record<string, string>) {
  let arrive: () => void = () => {};
  let fail: () => void = () => {};
  const english = new Promise<{ messages: Record<string, string> }>((resolve, reject) => {
    arrive = () => resolve({ messages });
    fail = () => reject(new Error('offline'));
  });
  const area = new Proxy({} as AreaCatalogue, { get: (_target, _locale: Locale) => () => english });
  return { area, arrive, fail };
}

function Words({ useWords, id }: { useWords(): void; id: string }) {
  useWords();
  return <p>{i18n._(id as never)}</p>;
}

afterEach(cleanup);

describe('an area a shared component asks for itself', () => {
  it('holds the component back until its words are here, and never once they are', async () => {
    const { area, arrive } = slowArea({ 'test.shared.hello': 'Hello from a shared area' });
    const words = sharedArea(area);
    const drawn = () =>
      render(
        <Suspense fallback={<p>waiting</p>}>
          <Words useWords={words.useWords} id="test.shared.hello" />
        </Suspense>,
      );
    drawn();
    expect(screen.getByText('waiting')).toBeTruthy();
    cleanup();
    await act(async () => {
      arrive();
      await words.ready;
    });
    drawn();
    expect(screen.getByText('Hello from a shared area')).toBeTruthy();
  });

  it('draws anyway when the words cannot be fetched, instead of failing the page', async () => {
    const { area, fail } = slowArea({});
    const words = sharedArea(area);
    fail();
    await expect(words.ready).resolves.toBeUndefined();
    render(<Words useWords={words.useWords} id="test.shared.missing" />);
    expect(screen.getByText('test.shared.missing')).toBeTruthy();
  });
});
