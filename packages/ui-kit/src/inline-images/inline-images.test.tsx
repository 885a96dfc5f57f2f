import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InlineImagesProvider, useImageSource } from './inline-images';

function Picture({ url }: { url: string }) {
  return <img alt="" data-testid={url} src={useImageSource(url)} />;
}

describe('useImageSource', () => {
  it("draws the page's inline copy of an image it carries, and any other from its address", () => {
    const inline = 'data:image/svg+xml;base64,PHN2Zy8+';
    render(
      <InlineImagesProvider images={{ '/static/a.svg': inline }}>
        <Picture url="/static/a.svg" />
        <Picture url="/static/b.svg" />
      </InlineImagesProvider>,
    );
    expect(screen.getByTestId('/static/a.svg').getAttribute('src')).toBe(inline);
    expect(screen.getByTestId('/static/b.svg').getAttribute('src')).toBe('/static/b.svg');
  });

  it('draws from the address without a provider, or with no images', () => {
    render(
      <>
        <Picture url="/static/a.svg" />
        <InlineImagesProvider images={undefined}>
          <Picture url="/static/c.svg" />
        </InlineImagesProvider>
      </>,
    );
    expect(screen.getByTestId('/static/a.svg').getAttribute('src')).toBe('/static/a.svg');
    expect(screen.getByTestId('/static/c.svg').getAttribute('src')).toBe('/static/c.svg');
  });
});
