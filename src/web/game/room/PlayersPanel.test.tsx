import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BLACK, gameAfter, WHITE } from '../test-game';
import { PlayersPanel } from './PlayersPanel';

function rowText(container: HTMLElement, color: 'white' | 'black'): string {
  return container.querySelector(`[data-player="${color}"]`)?.textContent ?? '';
}

describe('PlayersPanel', () => {
  afterEach(cleanup);

  const show = (viewerId: string | null) =>
    render(
      <PlayersPanel
        game={gameAfter([], { black: { ...BLACK, username: 'bob', displayName: 'Magnus Carlsen' } })}
        viewerId={viewerId}
        clock={null}
        clockOffsetMs={0}
        presence={null}
      />,
    ).container;

  it('shows the username beside a display name, so a display name cannot pass for another player', () => {
    const container = show(null);
    expect(rowText(container, 'black')).toContain('Magnus Carlsen');
    expect(rowText(container, 'black')).toContain('Black · bob · 1250');
    // A player without a display name is named once.
    expect(rowText(container, 'white')).toContain(`${WHITE.username}White · ${WHITE.rating}`);
  });

  it("shows the viewer's own username beside 'You'", () => {
    const container = show(WHITE.id);
    expect(rowText(container, 'white')).toContain(`YouWhite · ${WHITE.username} · ${WHITE.rating}`);
  });
});
