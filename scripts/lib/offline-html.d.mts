/** The external addresses the page's markup would load, as "<tag> address". */
export declare function externalReferences(html: string): string[];
/** The inline scripts of a page, in order. */
export declare function inlineScripts(html: string): string[];
