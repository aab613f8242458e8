import { TERMS_SECTIONS } from '../content/terms';
import { LegalPage } from '../layout/LegalPage';

export default function Terms() {
  return (
    <LegalPage
      title="Terms of Service"
      intro="These terms explain what you can expect from ChessChat and what we ask of you in return. We have kept them short and in plain words."
      sections={TERMS_SECTIONS}
    />
  );
}
