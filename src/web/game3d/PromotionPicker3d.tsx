import type { PromotionPiece } from '../../core/chess';
import type { Color } from '../../core/protocol';
import { PromotionDialog } from '../board/PromotionPicker';

/**
 * The 3D board's picker: the four choices in a row over the middle of the board (the 2D board stacks
 * them over the square instead, which has no fixed place on screen in 3D).
 */
export function PromotionPicker3d({
  color,
  onPick,
}: {
  color: Color;
  onPick(piece: PromotionPiece | null): void;
}) {
  return (
    <PromotionDialog
      color={color}
      onPick={onPick}
      overlayClassName="flex items-center justify-center"
      dialogClassName="relative rounded-lg"
      choiceClassName="size-16 p-2 sm:size-20"
    />
  );
}
