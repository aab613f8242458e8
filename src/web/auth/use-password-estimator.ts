import { useEffect, useState } from 'react';
import { loadPasswordEstimator, type PasswordEstimator } from '../../core/password-strength';

let loading: Promise<PasswordEstimator> | null = null;

/**
 * The strength estimator, fetched the first time a page that chooses a password needs it: its
 * dictionaries are a separate chunk of about 1 MB that no other page loads. Null until it arrives.
 */
export function usePasswordEstimator(): PasswordEstimator | null {
  const [estimator, setEstimator] = useState<PasswordEstimator | null>(null);
  useEffect(() => {
    let current = true;
    loading ??= loadPasswordEstimator();
    loading.then(
      (loaded) => {
        if (current) setEstimator(() => loaded);
      },
      () => {
        // Offline or a failed chunk: the meter stays silent and the server still checks the rule.
        loading = null;
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return estimator;
}
