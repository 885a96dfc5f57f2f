export interface FileLimits {
  /** Bytes per file. */
  maxSize: number;
  maxCount: number;
  /** Files already in the uploader. */
  currentCount: number;
}

export interface FileCheck {
  accepted: File[];
  /** Larger than maxSize: reported through onOversize. */
  oversize: File[];
  /** Would go past maxCount: dropped (the add tile is hidden once full). */
  overCount: File[];
}

/** Splits picked files into those to upload, the oversize ones and those beyond the count. */
export function checkFiles(
  files: readonly File[],
  { maxSize, maxCount, currentCount }: FileLimits,
): FileCheck {
  const oversize = files.filter((file) => file.size > maxSize);
  const fitting = files.filter((file) => file.size <= maxSize);
  const slots = Math.max(0, maxCount - currentCount);
  return { accepted: fitting.slice(0, slots), oversize, overCount: fitting.slice(slots) };
}
