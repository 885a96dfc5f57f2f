import sanitizeHtml from 'sanitize-html';

/**
 * News HTML is rendered with innerHTML by the app, so only formatting tags and images
 * survive: scripts, styles, iframes and every event-handler attribute are dropped, and
 * links and images may only point at http(s) or the site itself.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: {
    // rel and target are only ever the transform's own values (it overwrites an author's).
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
};

export function sanitizeNewsHtml(html: string): string {
  return sanitizeHtml(html, options);
}
