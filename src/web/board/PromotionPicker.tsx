import { useLingui } from '@lingui/react';
import { type CSSProperties, useEffect, useRef } from 'react';
import { letterFor, type PromotionPiece } from '../../core/chess';
import type { Color } from '../../core/protocol';
import { cn } from '../lib/cn';
import { boardWords, promoteText } from './board-words';
import { PieceImage } from './pieces';

const CHOICES: PromotionPiece[] = ['q', 'n', 'r', 'b'];

export interface PromotionDialogProps {
  color: Color;
  onPick(piece: PromotionPiece | null): void;
  /** Where the overlay lays the choices out (each board places them its own way). */
  overlayClassName?: string;
  dialogClassName: string;
  dialogStyle?: CSSProperties;
  choiceClassName: string;
}

/**
 * The four pieces a pawn may become, over a dimmed board. A click outside or Escape dismisses it;
 * focus starts on the queen. Both boards use it; they differ only in where the choices stand.
 */
export function PromotionDialog(props: PromotionDialogProps) {
  boardWords.useWords();
  const { i18n } = useLingui();
  const { color, onPick } = props;
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <div className={cn('absolute inset-0 z-30', props.overlayClassName)}>
      <button
        type="button"
        className="absolute inset-0 size-full cursor-default bg-black/30"
        aria-label={i18n._('board.promotion.cancel')}
        tabIndex={-1}
        onClick={() => onPick(null)}
      />
      <div
        role="dialog"
        aria-label={i18n._('board.promotion.title')}
        className={cn('flex overflow-hidden bg-card shadow-xl ring-2 ring-primary', props.dialogClassName)}
        style={props.dialogStyle}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onPick(null);
          }
        }}
      >
        {CHOICES.map((choice, index) => {
          const piece = letterFor(choice, color);
          return (
            <button
              key={choice}
              ref={index === 0 ? first : undefined}
              type="button"
              data-promotion={choice}
              aria-label={promoteText(i18n, choice)}
              className={cn('hover:bg-secondary focus-visible:bg-secondary', props.choiceClassName)}
              onClick={() => onPick(choice)}
            >
              <PieceImage piece={piece} className="block size-full" />
            </button>
          );
        })}
      </div>
    </div>
  );
}

export interface PromotionPickerProps {
  color: Color;
  /** Column (0 = left edge as drawn) of the promotion square. */
  column: number;
  /** Whether the promotion square is drawn on the top row (choices go down) or the bottom (they go up). */
  fromTop: boolean;
  onPick(piece: PromotionPiece | null): void;
}

/** The 2D board's picker: the choices stacked over the promotion square's file. */
export function PromotionPicker({ color, column, fromTop, onPick }: PromotionPickerProps) {
  return (
    <PromotionDialog
      color={color}
      onPick={onPick}
      dialogClassName="absolute w-[12.5%] flex-col rounded-md"
      dialogStyle={{
        left: `${column * 12.5}%`,
        ...(fromTop ? { top: 0 } : { bottom: 0, flexDirection: 'column-reverse' }),
      }}
      choiceClassName="aspect-square w-full p-[8%]"
    />
  );
}
