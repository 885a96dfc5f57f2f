/** The nearest ancestor that scrolls vertically, or the document's scrolling element. */
export function getScrollParent(element: Element | null): Element {
  for (let node = element?.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll' || overflowY === 'overlay') return node;
  }
  return document.scrollingElement ?? document.documentElement;
}
