import { PRIVACY_SECTIONS } from '../content/privacy';
import { STRANGER_CALLS_PRIVACY, withSection } from '../content/stranger-calls';
import { LegalPage } from '../layout/LegalPage';

/** Calls with strangers (decision 284) after what the page says of calls. */
const SECTIONS = withSection(PRIVACY_SECTIONS, STRANGER_CALLS_PRIVACY, 'How we use it');

export default function Privacy() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro="ChessChat is built for private conversations, so we collect as little as we can. This page says what we keep, why, and what we never do."
      sections={SECTIONS}
    />
  );
}
