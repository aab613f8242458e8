import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../components/ui/button';
import type { RotateCommand } from './rotation';

const CONTROLS: { command: RotateCommand; label: MessageId; icon: ReactNode }[] = [
  { command: 'left', label: 'board3d.rotate.left', icon: <ArrowLeft /> },
  { command: 'up', label: 'board3d.rotate.up', icon: <ArrowUp /> },
  { command: 'down', label: 'board3d.rotate.down', icon: <ArrowDown /> },
  { command: 'right', label: 'board3d.rotate.right', icon: <ArrowRight /> },
  { command: 'reset', label: 'board3d.rotate.reset', icon: <RotateCcw /> },
];

/**
 * The rotate controls, a small row over the foot of the canvas (the board drawn in perspective
 * leaves that strip mostly empty); all disabled while the 300 ms lock after a rotation lasts.
 */
export function RotateControls({
  locked,
  onRotate,
}: {
  locked: boolean;
  onRotate(command: RotateCommand): void;
}) {
  const { i18n } = useLingui();
  return (
    <fieldset className="absolute inset-x-0 bottom-1 flex items-center justify-center gap-1 pointer-events-none">
      <legend className="sr-only">{i18n._('board3d.rotate.legend')}</legend>
      {CONTROLS.map(({ command, label, icon }) => (
        <Button
          key={command}
          variant="outline"
          size="icon"
          className="pointer-events-auto size-7 bg-background/75 backdrop-blur-sm [&_svg]:size-3.5"
          aria-label={i18n._(label)}
          title={i18n._(label)}
          disabled={locked}
          data-rotate={command}
          onClick={() => onRotate(command)}
        >
          {icon}
        </Button>
      ))}
    </fieldset>
  );
}
