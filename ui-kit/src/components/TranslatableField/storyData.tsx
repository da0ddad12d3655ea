/** Shared story fixtures: the company's languages and a controlled wrapper holding the value. */
import { useState } from 'react';
import type { TranslationMap } from '@atoll/contract';
import type { FieldLanguage } from './languages';
import { TranslatableField, type TranslatableFieldProps } from './TranslatableField';

export const LANGUAGES: FieldLanguage[] = [
  { code: 'en', name: 'English' },
  { code: 'dv', name: 'Dhivehi' },
  { code: 'ru', name: 'Russian' },
];

/** Holds the value like a screen would, and shows it so a story can assert what was reported. */
export function StatefulField(args: TranslatableFieldProps) {
  const [value, setValue] = useState<TranslationMap>(args.value);
  return (
    <div style={{ maxWidth: 560 }}>
      <TranslatableField
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
      />
    </div>
  );
}

/** A fake POST /languages/translate: prefixes each target's code, as the mocks do. */
export async function fakeTranslate({ text, targets }: { text: string; source: string; targets: string[] }) {
  await new Promise((resolve) => setTimeout(resolve, 50));
  return targets.map((code) => ({ code, text: `[${code}] ${text}` }));
}

/** The first argument of a spy's last call (what a story asserts was reported). */
export function lastCall(spy: unknown): unknown {
  const calls = (spy as { mock: { calls: unknown[][] } }).mock.calls;
  return calls[calls.length - 1]?.[0];
}
