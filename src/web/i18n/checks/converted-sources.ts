/**
 * The sources that speak through the catalogues only (issue 31): files and folders, relative to the repository root.
 * A page joins this list when it is converted; from then on the hard-coded-text check keeps it so.
 */
export const CONVERTED_SOURCES = [
  'src/web/auth/',
  'src/web/i18n/',
  'src/web/layout/Header.tsx',
  'src/web/layout/Footer.tsx',
  'src/web/pages/ConfirmEmail.tsx',
  'src/web/pages/ConfirmEmailChange.tsx',
  'src/web/pages/ForgotPassword.tsx',
  'src/web/pages/Home.tsx',
  'src/web/pages/Pricing.tsx',
  'src/web/pages/NotFound.tsx',
  'src/web/pages/PaymentSuccess.tsx',
  'src/web/pages/ResetPassword.tsx',
  'src/web/pages/SignIn.tsx',
  'src/web/pages/SignUp.tsx',
  'src/web/pages/GameRoom.tsx',
  'src/web/pages/GameRoomEntry.tsx',
  'src/web/game/room/',
  'src/web/players/replay/',
  'src/web/pages/History.tsx',
  'src/web/history/',
] as const;
