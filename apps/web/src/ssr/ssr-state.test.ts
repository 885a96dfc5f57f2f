import { describe, expect, it } from 'vitest';
import { readSsrState, ssrStateScript } from './ssr-state';

describe('the server state script', () => {
  it('cannot be closed early by a value holding </script>', () => {
    const hostile = '</script><script>alert(1)</script>';
    const script = ssrStateScript({
      api: { title: hostile },
      language: 'en',
      signedIn: false,
      session: null,
      renderedAt: 1_790_000_000_000,
      images: { '/static/a.svg': 'data:image/svg+xml;base64,PHN2Zy8+' },
    });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    document.body.innerHTML = script;
    expect(readSsrState()).toEqual({
      api: { title: hostile },
      language: 'en',
      signedIn: false,
      session: null,
      renderedAt: 1_790_000_000_000,
      images: { '/static/a.svg': 'data:image/svg+xml;base64,PHN2Zy8+' },
    });
  });

  it('reads as absent on a page the browser renders', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readSsrState()).toBeNull();
  });
});
