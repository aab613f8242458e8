import legalArea from 'virtual:catalogue-area/legal';
import recordingArea from 'virtual:catalogue-area/recording';
import { useLingui } from '@lingui/react';
import { PRIVACY_SECTIONS } from '../content/privacy';
import { STRANGER_CALLS_PRIVACY, withSection } from '../content/stranger-calls';
import { loadArea } from '../i18n/i18n';
import { LegalPage } from '../layout/LegalPage';
import { PageMeta } from '../layout/PageMeta';

export const ready = Promise.all([loadArea(legalArea), loadArea(recordingArea)]);

/** Calls with strangers (decision 284) after what the page says of calls. */
const SECTIONS = withSection(PRIVACY_SECTIONS, STRANGER_CALLS_PRIVACY, 'legal.privacy.use.heading');

export default function Privacy() {
  const { i18n } = useLingui();
  return (
    <>
      <PageMeta
        name={i18n._('legal.meta.privacyName')}
        description={i18n._('legal.meta.privacyDescription')}
      />
      <LegalPage title={i18n._('footer.privacy')} intro={i18n._('legal.privacy.intro')} sections={SECTIONS} />
    </>
  );
}
