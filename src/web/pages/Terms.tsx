import { LegalPage } from '../components/layout/LegalPage';
import { TERMS_SECTIONS } from '../content/terms';

export default function Terms() {
  return (
    <LegalPage
      title="Terms of Service"
      intro="These terms explain what you can expect from ChessChat and what we ask of you in return. We have kept them short and in plain words."
      sections={TERMS_SECTIONS}
    />
  );
}
