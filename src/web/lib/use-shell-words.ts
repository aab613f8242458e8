import type { I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { useContext } from 'react';
import { i18n } from '../i18n/i18n';

/**
 * The i18n instance for the UI kit's own few words (a dialog's "Close", an avatar's name), which are in the
 * shell's catalogue: from the provider when there is one, so a language switch redraws them, and else the app's
 * instance, so a primitive drawn on its own (a component's test, a portal) still speaks.
 */
export function useShellWords(): I18n {
  return useContext(LinguiContext)?.i18n ?? i18n;
}
