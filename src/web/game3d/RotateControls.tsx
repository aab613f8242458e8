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

/** The rotate controls; all disabled while the 300 ms lock after a rotation lasts. */
export function RotateControls({
  locked,
  onRotate,
}: {
  locked: boolean;
  onRotate(command: RotateCommand): void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center justify-center gap-2">
      <legend className="sr-only">Rotate the 3D board</legend>
      {CONTROLS.map(({ command, label, icon }) => (
        <Button
          key={command}
          variant="outline"
          size="icon"
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
