import { createContext, useContext, useMemo, type ReactNode } from 'react';

/**
 * Every default user-facing string in the kit. The app passes translated strings through
 * UiTextProvider (or per-component props), so the kit never depends on an i18n library.
 */
export interface UiText {
  empty: string;
  loadFailed: string;
  retry: string;
  pulling: string;
  loosing: string;
  loading: string;
  refreshSuccess: string;
  noMore: string;
  copied: string;
  copyFailed: string;
  confirmDeletion: string;
  remove: string;
  cancel: string;
  confirm: string;
  close: string;
  back: string;
  uploadFailed: string;
  uploading: string;
  uploadAdd: string;
  deleteFile: string;
  increase: string;
  decrease: string;
  zoomIn: string;
  zoomOut: string;
  showAmount: string;
  hideAmount: string;
  hiddenAmount: string;
  carousel: string;
  slideLabel: (position: number, total: number) => string;
  imageLabel: (position: number) => string;
  /** Under an uploader with a limit: how many files are in and how many are allowed. */
  uploadCount: (count: number, max: number) => string;
  /** Files picked beyond the limit are refused with this, visibly. */
  uploadTooMany: (refused: number, max: number) => string;
}

export const defaultUiText: UiText = {
  empty: 'No data',
  loadFailed: 'Load failed, please try again.',
  retry: 'Retry',
  pulling: 'Pull down to refresh...',
  loosing: 'Loose to refresh...',
  loading: 'Loading...',
  refreshSuccess: 'Refresh success',
  noMore: 'No more data',
  copied: 'Copied successfully!',
  copyFailed: 'Copy failed',
  confirmDeletion: 'Confirm deletion',
  remove: 'Remove',
  cancel: 'Cancel',
  confirm: 'Confirm',
  close: 'Close',
  back: 'Back',
  uploadFailed: 'Upload failed',
  uploading: 'Uploading...',
  uploadAdd: 'Add image',
  deleteFile: 'Delete',
  increase: 'Increase',
  decrease: 'Decrease',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  showAmount: 'Show amount',
  hideAmount: 'Hide amount',
  hiddenAmount: 'Amount hidden',
  carousel: 'Banners',
  slideLabel: (position, total) => `${position} of ${total}`,
  imageLabel: (position) => `Image ${position}`,
  uploadCount: (count, max) => `${count} of ${max} allowed`,
  uploadTooMany: (refused, max) =>
    `Only ${max} allowed: ${refused} ${refused === 1 ? 'file was' : 'files were'} not added. Remove one to add another.`,
};

const UiTextContext = createContext<UiText>(defaultUiText);

export interface UiTextProviderProps {
  /** Translated strings; anything missing falls back to the parent provider, then English. */
  text: Partial<UiText>;
  children?: ReactNode;
}

export function UiTextProvider({ text, children }: UiTextProviderProps) {
  const parent = useContext(UiTextContext);
  const merged = useMemo(() => ({ ...parent, ...text }), [parent, text]);
  return <UiTextContext.Provider value={merged}>{children}</UiTextContext.Provider>;
}

export function useUiText(): UiText {
  return useContext(UiTextContext);
}
