import { createContext, useContext, type ReactNode } from 'react';

/** Image addresses the page carries inline: an address → its `data:` URI. */
export type InlineImages = Readonly<Record<string, string>>;

const NONE: InlineImages = {};

const InlineImagesContext = createContext<InlineImages>(NONE);

/**
 * Images the server put into the page itself (small ones its first paint shows): drawn with
 * the HTML instead of a round trip after it. The browser keeps the same sources for the
 * session, so its renders match the server's and the picture never loads twice.
 */
export function InlineImagesProvider({
  images,
  children,
}: {
  images: InlineImages | undefined;
  children?: ReactNode;
}) {
  return (
    <InlineImagesContext.Provider value={images ?? NONE}>{children}</InlineImagesContext.Provider>
  );
}

/** The source to draw an image from: the page's inline copy when it has one, else its address. */
export function useImageSource(url: string): string {
  return useContext(InlineImagesContext)[url] ?? url;
}
