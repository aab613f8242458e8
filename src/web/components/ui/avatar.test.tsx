import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n/i18n';
import { Avatar } from './avatar';

describe('Avatar', () => {
  afterEach(async () => {
    cleanup();
    await activateLocale('en');
  });

  it('shows the picture when there is one', () => {
    render(<Avatar name="Ada" imageUrl="/api/avatars/u1?v=abc" />);
    const image = screen.getByRole('img', { name: "Ada's avatar" });
    expect(image.getAttribute('src')).toBe('/api/avatars/u1?v=abc');
    expect(screen.queryByTestId('avatar-initial')).toBeNull();
  });

  it('falls back to the initial without a picture, and when the picture fails to load', () => {
    const { rerender } = render(<Avatar name=" ada" imageUrl={null} />);
    expect(screen.getByTestId('avatar-initial').textContent).toBe('A');
    rerender(<Avatar name="Bob" imageUrl="/api/avatars/u2?v=old" />);
    fireEvent.error(screen.getByTestId('avatar-image'));
    expect(screen.getByRole('img', { name: "Bob's avatar" }).textContent).toBe('B');
    // A new picture is tried again.
    rerender(<Avatar name="Bob" imageUrl="/api/avatars/u2?v=new" />);
    expect(screen.getByTestId('avatar-image').getAttribute('src')).toBe('/api/avatars/u2?v=new');
  });

  it('is hidden from screen readers where the name is written beside it', () => {
    render(<Avatar name="Cy" imageUrl={null} labelled={false} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByTestId('avatar-initial').getAttribute('aria-hidden')).toBe('true');
  });

  it("names the person's picture in the reader's language", async () => {
    await activateLocale('de');
    render(<Avatar name="Ada" imageUrl="/api/avatars/u1?v=abc" />);
    expect(screen.getByRole('img', { name: 'Avatar von Ada' })).toBeTruthy();
  });
});
