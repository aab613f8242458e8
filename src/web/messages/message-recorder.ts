import { VIDEO_MESSAGE_BITS_PER_SECOND, VIDEO_MESSAGE_MAX_SECONDS } from '../../core/limits';

/** What a browser's recorder writes that the server takes, the best first. */
const VIDEO_TYPES = ['video/webm;codecs=vp8,opus', 'video/webm', 'video/mp4'];
const AUDIO_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];

export interface MessageRecording {
  /** Stops early; the recording also stops by itself at the limit. */
  stop(): void;
  /** The finished recording, once stopped. */
  done: Promise<Blob>;
}

/**
 * Records one message from the camera and microphone (or the microphone alone), at most
 * VIDEO_MESSAGE_MAX_SECONDS, at a bit rate that keeps it well under the server's size cap.
 */
export async function recordMessage(stream: MediaStream, withVideo: boolean): Promise<MessageRecording> {
  const mimeType = (withVideo ? VIDEO_TYPES : AUDIO_TYPES).find((type) =>
    MediaRecorder.isTypeSupported(type),
  );
  const recorder = new MediaRecorder(stream, {
    ...(mimeType ? { mimeType } : {}),
    ...(withVideo ? { videoBitsPerSecond: VIDEO_MESSAGE_BITS_PER_SECOND } : {}),
    audioBitsPerSecond: 64_000,
  });
  const chunks: Blob[] = [];
  const done = new Promise<Blob>((resolve, reject) => {
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      // A sent type must be bare: the server reads the container from the bytes, not from codec parameters.
      const type = (recorder.mimeType || mimeType || 'video/webm').split(';')[0] as string;
      resolve(new Blob(chunks, { type }));
    };
    recorder.onerror = () => reject(new Error('recording failed'));
  });
  recorder.start(250);
  const limit = setTimeout(() => stop(), VIDEO_MESSAGE_MAX_SECONDS * 1000);
  function stop() {
    clearTimeout(limit);
    if (recorder.state !== 'inactive') recorder.stop();
  }
  return { stop, done };
}
