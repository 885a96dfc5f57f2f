/**
 * iPhone-type devices: iPhone, iPad and iPod, including iPads that present
 * themselves as a Mac but have a touch screen.
 */
export function isIosDevice(userAgent: string, maxTouchPoints: number): boolean {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return true;
  return /Macintosh/i.test(userAgent) && maxTouchPoints > 1;
}
