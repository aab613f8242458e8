/**
 * The sources that speak through the catalogues only (issue 31): files and folders, relative to the repository root.
 * A page joins this list when it is converted; from then on the hard-coded-text check keeps it so.
 */
export const CONVERTED_SOURCES = [
  'src/web/i18n/',
  'src/web/layout/Header.tsx',
  'src/web/layout/Footer.tsx',
  'src/web/pages/Home.tsx',
  'src/web/pages/Pricing.tsx',
  'src/web/pages/NotFound.tsx',
  'src/web/pages/Dashboard.tsx',
  'src/web/dashboard/',
  'src/web/pages/CreateGame.tsx',
  'src/web/game/create/',
  'src/web/billing/GamesLeft.tsx',
  'src/web/pages/Friends.tsx',
  'src/web/friends/',
  'src/web/pages/PublicProfile.tsx',
  'src/web/players/ProfileHeader.tsx',
  'src/web/players/GameStatsCard.tsx',
  'src/web/players/RatingChart.tsx',
  'src/web/players/RecentGames.tsx',
  'src/web/players/RatingChange.tsx',
] as const;
