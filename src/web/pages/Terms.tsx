import { STRANGER_CALLS_TERMS, withSection } from '../content/stranger-calls';
import { TERMS_SECTIONS } from '../content/terms';
import { LegalPage } from '../layout/LegalPage';

/** Calls with strangers (decision 284) after what the page says of calls. */
const SECTIONS = withSection(TERMS_SECTIONS, STRANGER_CALLS_TERMS, 'The service');

export default function Terms() {
  return (
    <LegalPage
      title="Terms of Service"
      intro="These terms explain what you can expect from ChessChat and what we ask of you in return. We have kept them short and in plain words."
      sections={SECTIONS}
    />
  );
}
