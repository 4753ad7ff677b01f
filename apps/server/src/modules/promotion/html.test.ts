import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeMerchantHtml } from './html.js';

/**
 * sanitize-html is held at 2.17.x, the last line that supports Node 20 (2.17.6 and later need
 * Node 22.12). The advisories fixed after 2.17.5 need a tag this allowlist never allows
 * (textarea or xmp, svg or math, meta, noscript, iframe, SVG animation): these are their
 * payloads, and what comes out must hold only allowed tags without event handlers or script URLs.
 */
const ADVISORY_PAYLOADS = [
  // GHSA-jxwj-j7wr-gfrw: raw-text end tag with a solidus, and raw text inside foreign content.
  '<textarea></textarea/><img src=x onerror=alert(1)>',
  '<xmp></xmp/><img src=x onerror=alert(1)>',
  '<svg><textarea><img src=x onerror=alert(1)></textarea></svg>',
  '<math><xmp><img src=x onerror=alert(1)></xmp></math>',
  '<svg><foreignObject><textarea><img src=x onerror=alert(1)></textarea></foreignObject></svg>',
  // GHSA-x3q4-9hxx-gx8m: a <noscript> that the parser closes before the browser does.
  '<p><noscript></p><img src=x onerror=alert(1)></noscript></p>',
  '<div><noscript></div><a href="javascript:alert(1)">x</a></noscript></div>',
  // GHSA-cv27-6wvh-8x7j: meta refresh to a script URL.
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  // GHSA-374f-7chj-9948: SVG animation retargeting a link.
  '<svg><a href="#"><animate attributeName="href" values="#;javascript:alert(1)"/>x</a></svg>',
  '<svg:animate attributeName="href" to="javascript:alert(1)"/>',
  // GHSA-c9rx-x947-fp3h: deeply nested iframe fallback.
  '<iframe>'.repeat(200) + '<img src=x onerror=alert(1)>',
  // Entity-encoded and option-wrapped markup (fixed in 2.17.2 and 2.17.3).
  '<option>&lt;script&gt;alert(1)&lt;/script&gt;</option>',
  '<a href="&#0000106avascript:alert(1)">x</a>',
];

const ALLOWED = new Set([
  ...'a b blockquote br caption center code del div em font h1 h2 h3 h4 h5 h6 hr i img ins li ol p pre s small span strong sub sup table tbody td tfoot th thead tr u ul'.split(
    ' ',
  ),
]);

/** Every tag of the output, with its attribute text, as a browser would read them. */
function tagsOf(html: string): Array<{ name: string; attributes: string }> {
  return [...html.matchAll(/<\/?([a-zA-Z][\w:-]*)([^>]*)>/g)].map((m) => ({
    name: m[1]!.toLowerCase(),
    attributes: m[2] ?? '',
  }));
}

describe('merchant HTML sanitiser', () => {
  it.each(ADVISORY_PAYLOADS)('%s leaves no script behind', (payload) => {
    const out = sanitizeMerchantHtml(payload);
    for (const tag of tagsOf(out)) {
      expect(ALLOWED.has(tag.name), `${tag.name} in ${out}`).toBe(true);
      expect(tag.attributes).not.toMatch(/(^|\s)on[a-z]+\s*=/i);
      expect(tag.attributes).not.toMatch(/javascript:|vbscript:/i);
    }
    // No text that a browser could read back as a tag.
    expect(out.replace(/<\/?[a-zA-Z][^>]*>/g, '')).not.toMatch(/<[a-zA-Z/!?]/);
  });

  it('keeps the formatting merchants use', () => {
    expect(sanitizeMerchantHtml('<p><b>Bonus</b> <font color="red">50%</font></p>')).toBe(
      '<p><b>Bonus</b> <font color="red">50%</font></p>',
    );
    expect(sanitizeMerchantHtml('<img src="data:image/png;base64,AAAA" onerror="x()">')).toBe(
      '<img src="data:image/png;base64,AAAA" />',
    );
    expect(htmlToText('<p>Hello <b>you</b></p><script>x()</script>')).toBe('Hello you');
  });
});
