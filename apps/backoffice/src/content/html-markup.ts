/** The toolbar's markup: the few tags the server keeps when it sanitises a body. */
export const MARKUPS = ['b', 'i', 'h3', 'p', 'ul', 'a'] as const;
export type Markup = (typeof MARKUPS)[number];

export interface Edited {
  text: string;
  /** The wrapped text stays selected, so a second press can wrap it again. */
  start: number;
  end: number;
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function open(markup: Markup, href: string): [string, string] {
  switch (markup) {
    case 'ul':
      return ['<ul><li>', '</li></ul>'];
    case 'a':
      return [`<a href="${attribute(href)}">`, '</a>'];
    default:
      return [`<${markup}>`, `</${markup}>`];
  }
}

/**
 * The body with the selection [start, end) wrapped in the markup. A list makes one item of
 * each selected line, the way an editor types a list.
 */
export function wrapSelection(
  text: string,
  start: number,
  end: number,
  markup: Markup,
  href = '',
): Edited {
  const selected = text.slice(start, end);
  const inner = markup === 'ul' ? selected.split(/\r?\n/).join('</li><li>') : selected;
  const [before, after] = open(markup, href);
  return {
    text: text.slice(0, start) + before + inner + after + text.slice(end),
    start: start + before.length,
    end: start + before.length + inner.length,
  };
}
