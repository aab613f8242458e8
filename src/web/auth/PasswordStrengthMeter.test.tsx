import { I18nProvider } from '@lingui/react';
import { cleanup, render as renderBare, screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

const render = (element: ReactElement) =>
  renderBare(element, {
    wrapper: ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>,
  });

afterEach(cleanup);

const status = async () => (await screen.findByRole('status')).textContent;

describe('PasswordStrengthMeter', () => {
  it('says nothing before a password is typed', () => {
    const { container } = render(<PasswordStrengthMeter id="m" password="" />);
    expect(container.textContent).toBe('');
  });

  it('explains why a common password is weak', async () => {
    render(<PasswordStrengthMeter id="m" password="password1" />);
    expect(await status()).toBe(
      'Strength: Very weak. This password is too easy to guess. This is a commonly used password. Add more words that are less common.',
    );
  });

  it("counts the person's own name as guessable", async () => {
    const { rerender } = render(<PasswordStrengthMeter id="m" password="wilhelminasteinitz" />);
    expect(await status()).toMatch(/Hard to guess\.$/);
    rerender(
      <PasswordStrengthMeter
        id="m"
        password="wilhelminasteinitz"
        owner={{ fullName: 'Wilhelmina Steinitz' }}
      />,
    );
    expect(await status()).toMatch(/too easy to guess/);
  });

  it('leaves a too-short password to the field’s own error instead of saying it twice', async () => {
    render(<PasswordStrengthMeter id="m" password="short" />);
    expect(await status()).toBe('Strength: Very weak. ');
  });

  it('calls a passphrase strong', async () => {
    render(<PasswordStrengthMeter id="m" password="a quiet rook on the seventh rank" />);
    expect(await status()).toBe('Strength: Very strong. Hard to guess.');
  });
});
