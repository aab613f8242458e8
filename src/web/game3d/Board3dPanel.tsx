import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Component, type ErrorInfo, lazy, type ReactNode, Suspense } from 'react';
import { planFor } from '../../core/plans';
import { boardWords } from '../board/board-words';
import { ChessBoard2D } from '../board/ChessBoard2D';
import { Spinner } from '../components/ui/spinner';
import type { BoardViewProps } from '../game/board-view';
import { useAuth } from '../lib/auth';
import type { Board3dProps } from './Board3d';
import { Upgrade3dCard } from './Upgrade3dCard';
import { webglAvailable } from './webgl';

/** The 3D board and three.js load as their own chunk, the first time a premium player opens 3D. */
const loadBoard3d = () => import('./Board3d');
const Board3d = lazy(loadBoard3d);

/** Starts fetching the 3D chunk early (e.g. when the pointer rests on the 3D switch). */
export function preloadBoard3d(): void {
  void loadBoard3d();
}

export const NO_WEBGL_MESSAGE: MessageId = 'board3d.noWebgl';
export const WEBGL_FAILED_MESSAGE: MessageId = 'board3d.failed';

function TwoDimensionalFallback({ message, board }: { message: MessageId; board: BoardViewProps }) {
  const { i18n } = useLingui();
  return (
    <div className="flex flex-col gap-3">
      <p
        role="status"
        className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
      >
        {i18n._(message)}
      </p>
      <ChessBoard2D {...board} />
    </div>
  );
}

/** Catches a WebGL start-up failure (context refused, lost driver) and falls back to 2D. */
class WebglFailureBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('3D board failed, showing 2D instead:', error.message, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The room's 3D view: the upgrade card for Free players, the 3D board for Premium and Pro (as the
 * server says in GET /api/user: the tier is never taken from anything the page can set), and the
 * 2D board with a message where WebGL is missing or fails.
 */
export function Board3dPanel(props: Board3dProps) {
  boardWords.useWords();
  const { i18n } = useLingui();
  const { user } = useAuth();
  if (!user || !planFor(user.subscriptionTier).has3dBoard) return <Upgrade3dCard />;
  if (!webglAvailable()) return <TwoDimensionalFallback message={NO_WEBGL_MESSAGE} board={props} />;
  return (
    <WebglFailureBoundary fallback={<TwoDimensionalFallback message={WEBGL_FAILED_MESSAGE} board={props} />}>
      <Suspense
        fallback={
          <div className="flex aspect-square w-full items-center justify-center rounded-xl border bg-card">
            <Spinner label={i18n._('board3d.loading')} />
          </div>
        }
      >
        <Board3d {...props} />
      </Suspense>
    </WebglFailureBoundary>
  );
}
