import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { markPageOutdated } from '../lib/page-outdated';
import { InLanguage } from '../test/in-language';
import { ReloadBanner } from './ReloadBanner';

describe('the reload banner', () => {
  it('stays hidden until the page is out of date, then offers a reload', () => {
    const reload = vi.fn();
    render(<ReloadBanner reload={reload} />, { wrapper: InLanguage });
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => markPageOutdated());
    expect(screen.getByRole('alert').textContent).toContain(
      'ChessChat has been updated. Reload the page to keep playing.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
