import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../i18n/i18n';
import { fakeServer } from '../test/fake-server';
import { renderSignedIn } from '../test/signed-in';
import SignUp from './SignUp';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await activateLocale('en');
});

async function signUpAs(password: string) {
  renderSignedIn(null, <SignUp />);
  fireEvent.change(screen.getByLabelText('Nombre completo'), { target: { value: 'Wilhelmina Steinitz' } });
  fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'wil@example.test' } });
  fireEvent.change(screen.getByLabelText('Nombre de usuario'), { target: { value: 'wilhelmina' } });
  fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: password } });
  // The meter's dictionaries are here once it speaks.
  await screen.findByText(/^Seguridad:/, {}, { timeout: 5000 });
  fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
}

const fieldError = (id: string) => document.getElementById(`${id}-error`)?.textContent;

describe('sign-up refusals for a Spanish reader', () => {
  it('says why the server found the password weak, in Spanish, by the rule it shares with the server', async () => {
    await activateLocale('es');
    fakeServer({
      'POST /api/register': {
        status: 400,
        body: {
          code: 'weak_password',
          message:
            'This password is too easy to guess. This is a commonly used password. Add more words that are less common.',
        },
      },
    });
    await signUpAs('password1');
    await waitFor(() =>
      expect(fieldError('password')).toBe(
        'Esta contraseña es demasiado fácil de adivinar. Esta es una contraseña de uso común. Añade más palabras que sean menos comunes.',
      ),
    );
  });

  it('says a username is taken in Spanish beside its field', async () => {
    await activateLocale('es');
    fakeServer({
      'POST /api/register': {
        status: 409,
        body: {
          code: 'username_taken',
          message: 'That username is already taken. Please choose another one.',
        },
      },
    });
    await signUpAs('a quiet rook on the seventh rank');
    await waitFor(() =>
      expect(fieldError('username')).toBe('Ese nombre de usuario ya está en uso. Elige otro.'),
    );
  });
});
