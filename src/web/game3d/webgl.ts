let available: boolean | null = null;

/**
 * Whether this browser can draw WebGL at all. Asked once per page: the probe context is released at
 * once, since browsers cap how many live contexts a page may hold.
 */
export function webglAvailable(): boolean {
  if (available !== null) return available;
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    available = context !== null;
    context?.getExtension('WEBGL_lose_context')?.loseContext();
  } catch {
    available = false;
  }
  return available;
}
