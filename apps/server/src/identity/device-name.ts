import Bowser from 'bowser';

const MAX_LENGTH = 100;

/**
 * A person's name for the device behind a User-Agent: "Chrome 131 (Windows)". Only the major
 * version: it is enough to tell two browsers apart, and minor versions change weekly. No
 * words around the system's name: the name is stored once and read in every language.
 */
export function deviceName(userAgent: string | undefined): string {
  if (!userAgent) return '';
  const { browser, os } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  const name = [browser.name, major].filter(Boolean).join(' ') || userAgent;
  return (os.name ? `${name} (${os.name})` : name).slice(0, MAX_LENGTH);
}
