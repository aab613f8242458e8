import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { COLOR_SCHEMES, type ColorScheme, setColorScheme, storedColorScheme } from '../lib/color-scheme';
import { profileWords } from './profile-words';

const LABEL: Record<ColorScheme, MessageId> = {
  system: 'profile.appearance.system',
  light: 'profile.appearance.light',
  dark: 'profile.appearance.dark',
};
const ICON = { system: Monitor, light: Sun, dark: Moon } as const;

/** Profile → Appearance: the colour scheme switch (system, light, dark), applied at once and on every page. */
export function AppearanceCard() {
  profileWords.useWords();
  const { i18n } = useLingui();
  const [choice, setChoice] = useState<ColorScheme>(storedColorScheme);
  return (
    <Card role="region" aria-labelledby="appearance-title">
      <CardHeader>
        <CardTitle id="appearance-title">{i18n._('profile.appearance.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm text-muted-foreground">
            {i18n._('profile.appearance.legend')}
          </legend>
          <div className="flex flex-wrap gap-2">
            {COLOR_SCHEMES.map((scheme) => {
              const Icon = ICON[scheme];
              return (
                <label
                  key={scheme}
                  className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:checked]:text-secondary-foreground"
                >
                  <input
                    type="radio"
                    name="color-scheme"
                    value={scheme}
                    checked={choice === scheme}
                    onChange={() => {
                      setChoice(scheme);
                      setColorScheme(scheme);
                    }}
                  />
                  <Icon className="size-4" aria-hidden="true" />
                  {i18n._(LABEL[scheme])}
                </label>
              );
            })}
          </div>
        </fieldset>
      </CardContent>
    </Card>
  );
}
