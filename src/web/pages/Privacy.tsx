import { PRIVACY_SECTIONS } from '../content/privacy';
import { LegalPage } from '../layout/LegalPage';

export default function Privacy() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro="ChessChat is built for private conversations, so we collect as little as we can. This page says what we keep, why, and what we never do."
      sections={PRIVACY_SECTIONS}
    />
  );
}
