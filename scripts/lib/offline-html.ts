/**
 * What a static HTML page would fetch from another address when opened: scripts, style sheets, preloads and
 * frames whose address has a scheme or starts with //. An inline script or a link for the reader to follow is not
 * a fetch.
 */
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
const FETCHING_LINKS = new Set(['stylesheet', 'preload', 'modulepreload', 'prefetch', 'preconnect', 'dns-prefetch', 'icon', 'manifest']);

function attr(tag: string, name: string): string | null {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3]) : null;
}

/** The external addresses the page's markup would load, as "<tag> address". */
export function externalReferences(html: string): string[] {
  // markup only: the inline scripts' text is code, not tags
  const markup = html.replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, '$1</script>');
  const found: string[] = [];
  for (const [tag, name] of [...markup.matchAll(/<(script|link|iframe|frame|embed|object)\b[^>]*>/gi)].map((m) => [m[0], m[1]!.toLowerCase()] as const)) {
    if (name === 'link') {
      const rel = (attr(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
      const href = attr(tag, 'href');
      if (href && EXTERNAL.test(href) && rel.some((r) => FETCHING_LINKS.has(r))) found.push(`<link rel="${rel.join(' ')}"> ${href}`);
    } else {
      const src = attr(tag, name === 'object' ? 'data' : 'src');
      if (src && EXTERNAL.test(src) && !src.startsWith('data:')) found.push(`<${name}> ${src}`);
    }
  }
  return found;
}

/** The inline scripts of a page, in order. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter((m) => !/\ssrc\s*=/i.test(m[1]!)).map((m) => m[2]!);
}
