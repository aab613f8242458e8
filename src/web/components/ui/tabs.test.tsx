import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

afterEach(cleanup);

function Harness({ sheet = false, foldWhen = null }: { sheet?: boolean; foldWhen?: string | null }) {
  const [selected, setSelected] = useState('moves');
  return (
    <Tabs
      label="Game and chat"
      sheet={sheet}
      foldWhen={foldWhen}
      selected={selected}
      onSelect={setSelected}
      items={[
        { id: 'moves', label: 'Moves', content: <p>the moves</p> },
        { id: 'chat', label: 'Chat', badge: 2, badgeLabel: 'unread', content: <p>the chat</p> },
        { id: 'captured', label: 'Captured', content: <p>the captures</p> },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('folds a risen sheet when what it folds on changes (a review opening)', () => {
    const view = render(<Harness sheet />);
    const sheet = () => document.querySelector('[data-sheet]')?.getAttribute('data-sheet');
    fireEvent.click(screen.getByRole('tab', { name: 'Moves' }));
    expect(sheet()).toBe('open');
    view.rerender(<Harness sheet />);
    expect(sheet()).toBe('open');
    view.rerender(<Harness sheet foldWhen="lines" />);
    expect(sheet()).toBe('folded');
  });

  it('shows the chosen panel and keeps the others mounted but hidden', () => {
    render(<Harness />);
    expect(screen.getByText('the moves').closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(false);
    expect(screen.getByText('the chat').closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(true);
    fireEvent.click(screen.getByRole('tab', { name: /Chat/ }));
    expect(screen.getByRole('tab', { name: /Chat/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('the chat').closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(false);
  });

  it('names the unread count and moves between tabs with the arrow keys', async () => {
    render(<Harness />);
    expect(screen.getByRole('tab', { name: 'Chat, 2 unread' })).toBeTruthy();
    // The arrow moves the focus on the next tick; the tab it lands on is chosen.
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Moves' }), { key: 'ArrowLeft' });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Captured' }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Captured' }));
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Captured' }), { key: 'ArrowRight' });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Moves' }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Moves' }));
  });

  it('ties each tab to its panel, and the Tab key into the strip lands on the chosen tab', () => {
    render(<Harness />);
    for (const tab of screen.getAllByRole('tab')) {
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      expect(panel?.getAttribute('role')).toBe('tabpanel');
      expect(panel?.getAttribute('aria-labelledby')).toBe(tab.id);
    }
    fireEvent.click(screen.getByRole('tab', { name: /Chat/ }));
    const strip = screen.getByRole('tablist', { name: 'Game and chat' });
    // The strip is one stop in the Tab order, and the stop is (or hands the focus to) the chosen tab.
    const stops = [strip, ...screen.getAllByRole('tab')].filter((element) => element.tabIndex >= 0);
    expect(stops).toHaveLength(1);
    stops[0]?.focus();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /Chat/ }));
  });

  it('as a sheet, rises when a tab is pressed and folds when closed', () => {
    const { container } = render(<Harness sheet />);
    const sheet = () => container.querySelector('[data-sheet]')?.getAttribute('data-sheet');
    expect(sheet()).toBe('folded');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Moves' }));
    expect(sheet()).toBe('open');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(sheet()).toBe('folded');
  });
});
