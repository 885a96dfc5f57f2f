import { warmIntl, type WarmIntlRequest } from './warm-intl';

// See intl-warmup.ts: loads the locale data on this thread, then says so.
self.onmessage = ({ data }: MessageEvent<WarmIntlRequest>) => {
  try {
    warmIntl(data.language, data.timeZone);
  } finally {
    self.postMessage(null);
  }
};
