import { useUploadMutation } from '@trading/api';
import type { UploadBizType } from '@trading/contract';
import { useCallback } from 'react';

/**
 * The Uploader's `upload` for one business type: sends the file to /app/upload and resolves
 * with the upload id (as text, the Uploader's result type), which the form then submits.
 */
export function useUploadFile(bizType: UploadBizType): (file: File) => Promise<string> {
  const [upload] = useUploadMutation();
  return useCallback(
    async (file: File) => {
      const stored = await upload({ bizType, file }).unwrap();
      return String(stored.id);
    },
    [upload, bizType],
  );
}

/** The ids of the uploads that finished, in the order they were added. */
export function uploadedIds(items: ReadonlyArray<{ status: string; result?: string }>): number[] {
  return items.flatMap((item) =>
    item.status === 'done' && item.result !== undefined ? [Number(item.result)] : [],
  );
}
