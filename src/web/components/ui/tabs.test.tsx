import { cleanup, fireEvent, render, screen } from '@testing-library/react';
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

  it('names the unread count and moves between tabs with the arrow keys', () => {
    render(<Harness />);
    expect(screen.getByRole('tab', { name: 'Chat, 2 unread' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Moves' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Captured' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Captured' }));
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
