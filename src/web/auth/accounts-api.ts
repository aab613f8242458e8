import type {
  ConfirmEmailResponse,
  CurrentUser,
  LoginBody,
  MessageResponse,
  RegisterBody,
  ResetPasswordBody,
  VerificationRequired,
} from '../../core/protocol';
import { currentLocale } from '../i18n/i18n';
import { apiJson } from '../lib/api';

/** The accounts calls of spec §7, typed by the same protocol the server answers with. */
export const accountsApi = {
  login: (body: LoginBody) => apiJson<CurrentUser>('POST', '/api/login', body),
  register: (body: RegisterBody) =>
    apiJson<VerificationRequired>('POST', '/api/register', { ...body, locale: currentLocale() }),
  confirmEmail: (token: string) =>
    apiJson<ConfirmEmailResponse>('GET', `/api/confirm-email?token=${encodeURIComponent(token)}`),
  resendConfirmation: (email: string) =>
    apiJson<MessageResponse>('POST', '/api/resend-confirmation', { email }),
  forgotPassword: (email: string) => apiJson<MessageResponse>('POST', '/api/forgot-password', { email }),
  resetPassword: (body: ResetPasswordBody) => apiJson<MessageResponse>('POST', '/api/reset-password', body),
};
