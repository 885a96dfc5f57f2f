/**
 * The upload kind of the console's content images (banners, tiles, news). The investor kinds
 * come from the contract (UploadBizType); this one is never accepted from /app/upload, and the
 * sweep of unattached uploads leaves it alone, since a news body may name an image anywhere.
 */
export const CONTENT_IMAGE = 'CONTENT';
