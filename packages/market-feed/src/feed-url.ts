import { WS_PATH } from '@trading/contract';

/** The feed's address under the page origin: wss: on an https: page, ws: otherwise. */
export function feedUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${WS_PATH}`;
}
