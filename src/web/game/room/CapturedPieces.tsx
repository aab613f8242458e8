import { Trans, useLingui } from '@lingui/react';
import { useMemo } from 'react';
import type { PieceLetter } from '../../../core/chess';
import { boardFromFen, capturedPieces, materialLead } from '../../../core/chess';
import { PieceImage } from '../../board/pieces';

/**
 * What each side has taken, replayed from the moves (promotions and en passant included), and who is
 * ahead in material on the board `fen` shows (a promotion counts).
 */
export function CapturedPieces({
  moves,
  fen,
  startFen = null,
}: {
  moves: readonly string[];
  fen: string;
  startFen?: string | null | undefined;
}) {
  const captured = useMemo(() => {
    const result = capturedPieces(moves, startFen);
    return result.ok ? result.value : { byWhite: [], byBlack: [] };
  }, [moves, startFen]);
  const lead = useMemo(() => materialLead(boardFromFen(fen)), [fen]);
  const { i18n } = useLingui();
  return (
    // The tab names it ("Captured").
    <div className="grid gap-2 text-sm">
      <Row label={i18n._('room.captured.white')} pieces={captured.byWhite} lead={lead > 0 ? lead : 0} />
      <Row label={i18n._('room.captured.black')} pieces={captured.byBlack} lead={lead < 0 ? -lead : 0} />
    </div>
  );
}

function Row({ label, pieces, lead }: { label: string; pieces: string[]; lead: number }) {
  const { i18n } = useLingui();
  const names = new Intl.ListFormat(i18n.locale, { type: 'unit', style: 'short' }).format(
    pieces.map((piece) => i18n._('room.piece', { piece: piece.toLowerCase() })),
  );
  return (
    <div>
      <p className="text-xs font-medium text-muted-foreground">{label}</p>
      <p className="flex min-h-7 flex-wrap items-center">
        {pieces.length > 0 ? <span className="sr-only">{names}</span> : null}
        {pieces.length === 0 ? (
          <span className="text-muted-foreground">
            <Trans id="room.captured.none" />
          </span>
        ) : (
          pieces.map((piece, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: captured pieces repeat and never reorder.
            <PieceImage key={index} piece={piece as PieceLetter} className="block size-6" />
          ))
        )}
        {lead > 0 ? (
          <span className="ms-2 text-xs font-semibold">
            {new Intl.NumberFormat(i18n.locale, { signDisplay: 'always' }).format(lead)}
          </span>
        ) : null}
      </p>
    </div>
  );
}
