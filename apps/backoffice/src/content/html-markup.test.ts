import { describe, expect, it } from 'vitest';
import { wrapSelection } from './html-markup';

describe('wrapSelection', () => {
  it('wraps the selection and keeps it selected inside the tag', () => {
    const edited = wrapSelection('Rates rise today', 6, 10, 'b');
    expect(edited.text).toBe('Rates <b>rise</b> today');
    expect(edited.text.slice(edited.start, edited.end)).toBe('rise');
  });

  it('makes one list item of each selected line', () => {
    expect(wrapSelection('one\ntwo', 0, 7, 'ul').text).toBe('<ul><li>one</li><li>two</li></ul>');
  });

  it('writes the link address as a quoted attribute', () => {
    expect(wrapSelection('see here', 4, 8, 'a', '/news?a=1&b="x"').text).toBe(
      'see <a href="/news?a=1&amp;b=&quot;x&quot;">here</a>',
    );
  });

  it('inserts an empty pair at the caret when nothing is selected', () => {
    const edited = wrapSelection('ab', 1, 1, 'h3');
    expect(edited.text).toBe('a<h3></h3>b');
    expect(edited.start).toBe(5);
    expect(edited.end).toBe(5);
  });
});
