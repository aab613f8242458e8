import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { NativeSelect } from '../components/ui/input';
import type { MediaDevicesList } from './local-media';

interface DevicePickersProps {
  devices: MediaDevicesList;
  cameraId: string | undefined;
  microphoneId: string | undefined;
  onCamera(deviceId: string): void;
  onMicrophone(deviceId: string): void;
}

/** Camera and microphone choice from the devices present (shown when there is a choice to make). */
export function DevicePickers({
  devices,
  cameraId,
  microphoneId,
  onCamera,
  onMicrophone,
}: DevicePickersProps) {
  const { i18n } = useLingui();
  const cameraSelect = useId();
  const micSelect = useId();
  if (devices.cameras.length === 0 && devices.microphones.length === 0) return null;
  return (
    <div className="grid gap-2 text-xs sm:grid-cols-2">
      {devices.cameras.length > 0 && (
        <div>
          <label htmlFor={cameraSelect} className="mb-1 block font-medium">
            {i18n._('call.video.camera.label')}
          </label>
          <NativeSelect
            id={cameraSelect}
            className="h-9 text-xs"
            value={cameraId ?? ''}
            onChange={(event) => onCamera(event.target.value)}
          >
            {devices.cameras.map((device, index) => (
              <option key={device.deviceId} value={device.deviceId}>
                {device.label || i18n._('call.video.camera.numbered', { number: index + 1 })}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      {devices.microphones.length > 0 && (
        <div>
          <label htmlFor={micSelect} className="mb-1 block font-medium">
            {i18n._('call.video.microphone.label')}
          </label>
          <NativeSelect
            id={micSelect}
            className="h-9 text-xs"
            value={microphoneId ?? ''}
            onChange={(event) => onMicrophone(event.target.value)}
          >
            {devices.microphones.map((device, index) => (
              <option key={device.deviceId} value={device.deviceId}>
                {device.label || i18n._('call.video.microphone.numbered', { number: index + 1 })}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
    </div>
  );
}
