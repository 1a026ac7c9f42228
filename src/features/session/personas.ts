/**
 * Who can sign in to the mock appliance. Each name is a named example of the API description, so choosing one
 * makes every call answer as that administrator would see it.
 */
export interface Persona {
  name: string;
  description: string;
}

export const personas: readonly Persona[] = [
  { name: 'superAdmin', description: 'Super administrator on a device manager, all rights' },
  { name: 'analyzer', description: 'Super administrator on a log analyzer (Fabric supervisor)' },
  { name: 'ssoAdmin', description: 'Super administrator signed in by single sign-on (Quick Access)' },
  { name: 'restrictedAdmin', description: 'Restricted administrator (Restricted Admin Mode)' },
  { name: 'readOnly', description: 'Read-only administrator' },
  { name: 'haSecondary', description: 'Administrator on an HA secondary unit' },
  { name: 'maskedAdmin', description: 'Masked administrator on a log analyzer (data masking, view details)' },
  { name: 'cloudUser', description: 'User signed in through the cloud portal (portal menu)' },
  { name: 'passwordExpired', description: 'Administrator whose password has expired (forced change)' },
  { name: 'defaultPassword', description: 'Administrator still on the default password (optional change)' },
  { name: 'noAdomChange', description: 'Administrator who may not change ADOM (default ADOM)' },
  { name: 'singleAdom', description: 'Administrator with access to a single ADOM' },
];

/** First-run appliances: the startup wizard in its different starting states. */
export const wizardPersonas: readonly Persona[] = [
  { name: 'freshAppliance', description: 'Setup wizard: brand-new appliance, every step' },
  { name: 'wizardRegistered', description: 'Setup wizard: already registered' },
  { name: 'wizardHostnameSet', description: 'Setup wizard: host name already set' },
  { name: 'wizardPasswordChanged', description: 'Setup wizard: password already changed' },
  { name: 'wizardNoNewerImage', description: 'Setup wizard: no newer firmware image' },
  { name: 'wizardBackupChanged', description: 'Setup wizard: backup strategy already set' },
  { name: 'wizardHaSecondary', description: 'Setup wizard on an HA secondary unit' },
  { name: 'wizardAnalyzer', description: 'Setup wizard on a log analyzer' },
];

export function personaDescription(name: string): string {
  return [...personas, ...wizardPersonas].find((p) => p.name === name)?.description ?? name;
}

/** Select options, grouped, each with its plain description (a function, so builds without the mock drop it). */
export function personaOptions() {
  return [
    { label: 'Administrators', options: personas.map((p) => ({ value: p.name, label: p.description })) },
    { label: 'Startup wizard', options: wizardPersonas.map((p) => ({ value: p.name, label: p.description })) },
  ];
}
