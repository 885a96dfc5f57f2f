import { DownloadArt } from './download-art';

/** The English download image (English, and tenants that pin English such as INR). */
export function DownloadImageEn() {
  return (
    <DownloadArt
      lang="en"
      headline="Get the app on iPhone"
      action="Add to Home Screen to install"
    />
  );
}
