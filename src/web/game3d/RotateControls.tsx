import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../components/ui/button';
import type { RotateCommand } from './rotation';

const CONTROLS: { command: RotateCommand; label: string; icon: ReactNode }[] = [
  { command: 'left', label: 'Rotate left', icon: <ArrowLeft /> },
  { command: 'up', label: 'Tilt up', icon: <ArrowUp /> },
  { command: 'down', label: 'Tilt down', icon: <ArrowDown /> },
  { command: 'right', label: 'Rotate right', icon: <ArrowRight /> },
  { command: 'reset', label: 'Reset view', icon: <RotateCcw /> },
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
  return (
    <fieldset className="absolute inset-x-0 bottom-1 flex items-center justify-center gap-1 pointer-events-none">
      <legend className="sr-only">Rotate the 3D board</legend>
      {CONTROLS.map(({ command, label, icon }) => (
        <Button
          key={command}
          variant="outline"
          size="icon"
          className="pointer-events-auto size-7 bg-background/75 backdrop-blur-sm [&_svg]:size-3.5"
          aria-label={label}
          title={label}
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
