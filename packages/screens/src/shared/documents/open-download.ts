/**
 * Goes to a signed document link: the server answers it as an attachment, so the browser saves
 * the file and the app stays where it is. A module of its own so screen tests can watch it.
 */
export function openDownload(url: string): void {
  window.location.assign(url);
}
