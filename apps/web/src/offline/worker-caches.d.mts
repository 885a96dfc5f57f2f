export declare const PUBLIC_IMAGES_CACHE: 'public-images';
export declare const PUBLIC_PAGES_CACHE: 'public-pages';
export declare const FROM_CACHE_ATTRIBUTE: 'data-from-cache';
