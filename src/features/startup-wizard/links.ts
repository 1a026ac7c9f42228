/**
 * Pages of the provider's support portal that the Register and SSO step links to (they open in a new tab):
 * creating a support account, and resetting its password.
 */
export const SUPPORT_LINKS = {
  register: 'https://support.fortinet.com/',
  forgotPassword: 'https://support.fortinet.com/',
} as const;
