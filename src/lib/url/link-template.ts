/**
 * Fills a link template of the links catalogue (specs/catalog/links.json): each `{name}` becomes the URL-encoded
 * value of `params[name]`. A name without a value is left empty, so a bad call shows up as a broken link, not as
 * another page.
 */
export function fillLink(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(String(params[name] ?? '')));
}
