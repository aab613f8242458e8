import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { CurrentUser, SubscriptionTier } from '../../core/protocol';
import { i18n } from '../i18n/i18n';
import { USER_QUERY_KEY } from '../lib/auth';
import { createQueryClient } from '../lib/query-client';

/** A signed-in user as GET /api/user gives it. */
export function member(tier: SubscriptionTier, overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'u1',
    username: 'alice',
    email: 'alice@example.test',
    firstName: 'Alice',
    fullName: 'Alice Example',
    displayName: null,
    bio: '',
    profileImageUrl: null,
    createdAt: '2026-03-14T10:00:00.000Z',
    rating: 1200,
    subscriptionTier: tier,
    pendingDowngrade: null,
    cancelAtPeriodEnd: false,
    currentPeriodEnd: tier === 'free' ? null : '2026-12-21T09:30:00.000Z',
    ...overrides,
  };
}

/** Renders with a fresh query client in which the given user is signed in (or nobody), in the active language. */
export function renderSignedIn(user: CurrentUser | null, ui: ReactNode) {
  const client = createQueryClient();
  client.setQueryData(USER_QUERY_KEY, user);
  return {
    client,
    ...render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={client}>{ui}</QueryClientProvider>
      </I18nProvider>,
    ),
  };
}
