import sanitizeHtml from 'sanitize-html';

/**
 * Merchant HTML (promotion content, inbox messages, notices) as it may reach a member's browser:
 * formatting, links, images and tables only. Scripts, styles, iframes, forms, event-handler
 * attributes, style attributes and javascript:/vbscript: URLs are removed; images may also be
 * data: URLs; links that open a new tab get rel="noopener noreferrer".
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'style'),
    'img',
    'span',
    'font',
    'del',
    'ins',
    'u',
    'center',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan', 'align'],
    th: ['colspan', 'rowspan', 'align'],
    font: ['color'],
    '*': ['class', 'align'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // script, style, textarea and the like are dropped with their text, not unwrapped.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'object', 'embed'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function sanitizeMerchantHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Plain text of merchant HTML (real-time toasts, titles). */
export function htmlToText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
