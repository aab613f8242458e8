import { inject } from 'vitest';
import { startTestApp, type TestApp, type TestAppOptions } from '../../src/server/test/harness';

/** The real server serving this run's client build, on its own port, data folder and database. */
export function startE2eApp(options: TestAppOptions = {}): Promise<TestApp> {
  return startTestApp({ ...options, webDist: inject('webDist') });
}
