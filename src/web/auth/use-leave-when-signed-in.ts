import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '../lib/auth';
import { takeReturnPath } from '../lib/return-path';

/**
 * On the sign-in and sign-up screens: once the user is signed in (already, or just now), go to the
 * stored return path (which is then cleared) or the dashboard. Runs once per visit, so the path is
 * never taken twice.
 */
export function useLeaveWhenSignedIn(): boolean {
  const { isAuthenticated } = useAuth();
  const [, navigate] = useLocation();
  const left = useRef(false);
  useEffect(() => {
    if (!isAuthenticated || left.current) return;
    left.current = true;
    navigate(takeReturnPath() ?? '/dashboard', { replace: true });
  }, [isAuthenticated, navigate]);
  return isAuthenticated;
}
