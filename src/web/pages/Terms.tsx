import legalArea from 'virtual:catalogue-area/legal';
import recordingArea from 'virtual:catalogue-area/recording';
import { useLingui } from '@lingui/react';
import { STRANGER_CALLS_TERMS, withSection } from '../content/stranger-calls';
import { TERMS_SECTIONS } from '../content/terms';
import { loadArea } from '../i18n/i18n';
import { LegalPage } from '../layout/LegalPage';
import { PageMeta } from '../layout/PageMeta';

export const ready = Promise.all([loadArea(legalArea), loadArea(recordingArea)]);

/** Calls with strangers (decision 284) after what the page says of calls. */
const SECTIONS = withSection(TERMS_SECTIONS, STRANGER_CALLS_TERMS, 'legal.terms.service.heading');

export default function Terms() {
  const { i18n } = useLingui();
  return (
    <>
      <PageMeta name={i18n._('legal.meta.termsName')} description={i18n._('legal.meta.termsDescription')} />
      <LegalPage title={i18n._('footer.terms')} intro={i18n._('legal.terms.intro')} sections={SECTIONS} />
    </>
  );
}
