import { personas as catalogue } from '@generated/catalog/personas.ts';
import { msg } from '@/lib/i18n/messages.ts';

/**
 * Who can sign in to the mock appliance (specs/catalog/personas.json). Each name is a named example of the API
 * description, so choosing one makes every call answer as that administrator would see it.
 */
export interface Persona {
  name: string;
  description: string;
}

const group = (key: (typeof catalogue.groups)[number]['key']): readonly Persona[] =>
  catalogue.groups.find((g) => g.key === key)?.personas ?? [];

export const personas = group('administrators');

/** First-run appliances: the startup wizard in its different starting states. */
export const wizardPersonas = group('startupWizard');

export function personaDescription(name: string): string {
  for (const g of catalogue.groups) {
    const found = g.personas.find((p: Persona) => p.name === name);
    if (found) return found.description;
  }
  return name;
}

/** Select options, grouped, each with its plain description (a function, so builds without the mock drop it). */
export function personaOptions() {
  return catalogue.groups.map((g) => ({
    label: msg(g.labelKey),
    options: g.personas.map((p: Persona) => ({ value: p.name, label: p.description })),
  }));
}
