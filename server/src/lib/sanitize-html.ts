import sanitizeHtml from 'sanitize-html';

/**
 * Rich text from the editor (bold, italic, underline, three heading sizes, lists, links) is stored only after this
 * allow-list: no script or style, no event handlers, and links only to http, https or mailto.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h1', 'h2', 'h3', 'ul', 'ol', 'li', 'a', 'blockquote', 'code'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }) },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}
