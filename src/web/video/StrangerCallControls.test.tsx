import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render as draw, fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../i18n/i18n';
import { InLanguage } from '../test/in-language';
import { CallControls } from './CallControls';
import type { CallModeView } from './call-snapshot';
import { StrangerCallGate } from './StrangerCallGate';

const render = (ui: ReactElement) => draw(ui, { wrapper: InLanguage });

/** The gate as the room shows it: the signed-in user read from a query (signed out here). */
function renderGate(view: CallModeView) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('null', { status: 401 })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <StrangerCallGate view={view} onDeclared={() => {}} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const handlers = () => ({
  onJoin: vi.fn(),
  onLeave: vi.fn(),
  onPreview: vi.fn(),
  onStopPreview: vi.fn(),
  onCamera: vi.fn(),
  onMic: vi.fn(),
});

describe('the call bar with a stranger (decision 284)', () => {
  it('offers "Show my camera" while the camera is off, and "Hide my camera" once shown', () => {
    const on = handlers();
    const { rerender } = render(
      <CallControls
        phase="connected"
        media={{ camera: false, mic: false }}
        previewing={false}
        onDemand
        {...on}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show my camera' }));
    expect(on.onCamera).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Unmute microphone' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    rerender(
      <CallControls
        phase="connected"
        media={{ camera: true, mic: false }}
        previewing={false}
        onDemand
        {...on}
      />,
    );
    expect(screen.getByRole('button', { name: 'Hide my camera' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show my camera' })).toBeNull();
  });

  it('keeps the camera switch of an open call, and no Join while the call cannot happen', () => {
    const on = handlers();
    const { rerender } = render(
      <CallControls phase="connected" media={{ camera: true, mic: true }} previewing={false} {...on} />,
    );
    expect(screen.getByRole('button', { name: 'Turn camera off' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show my camera' })).toBeNull();
    rerender(
      <CallControls
        phase="disconnected"
        media={{ camera: true, mic: true }}
        previewing={false}
        joinDisabled
        {...on}
      />,
    );
    expect((screen.getByRole('button', { name: 'Join' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the call place of a lobby game without a call', () => {
  it('offers the 18+ declaration to the viewer who has not made it', () => {
    renderGate({ mode: 'none', reason: 'adult_declaration_required', viewerMustDeclare: true });
    expect(
      screen.getByText(/Calls with strangers are for adults\. Declare that you are 18 or over/),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'I am 18 or over' })).toBeTruthy();
  });

  it('says why there is no call when it is the other player', () => {
    renderGate({ mode: 'none', reason: 'adult_declaration_required', viewerMustDeclare: false });
    expect(screen.getByText(/the other player has not declared they are 18 or over/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("speaks the reader's language", async () => {
    await act(() => activateLocale('es'));
    try {
      renderGate({ mode: 'none', reason: 'adult_declaration_required', viewerMustDeclare: true });
      expect(screen.getByRole('button', { name: 'Tengo 18 años o más' })).toBeTruthy();
      cleanup();
      render(
        <CallControls
          phase="connected"
          media={{ camera: false, mic: true }}
          previewing={false}
          onDemand
          {...handlers()}
        />,
      );
      expect(screen.getByRole('button', { name: 'Mostrar mi cámara' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Silenciar el micrófono' })).toBeTruthy();
    } finally {
      await act(() => activateLocale('en'));
    }
  });
});
