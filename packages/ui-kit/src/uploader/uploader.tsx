import { UPLOAD_MAX_BYTES } from '@trading/contract';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { CloseIcon, PlusIcon } from '../icons/icons';
import { useLatest } from '../hooks/use-latest';
import { Spinner } from '../spinner/spinner';
import { useUiText } from '../text/ui-text';
import { bareButton, visuallyHidden } from '../theme/mixins';
import { checkFiles } from './check-files';

export type UploadStatus = 'uploading' | 'failed' | 'done';

export interface UploaderItem {
  id: string;
  /** Thumbnail source: a blob URL while uploading, the stored URL once done. */
  url: string;
  status: UploadStatus;
  /** Shown over the thumbnail (e.g. "Upload failed"); blank when done. */
  message?: string;
  /** What `upload` resolved with (the stored file's URL or key). */
  result?: string;
}

export interface UploaderProps {
  /** Uploads one file; resolves with the stored URL, rejects on failure. */
  upload: (file: File) => Promise<string>;
  /** Bytes per file. */
  maxSize?: number;
  maxCount?: number;
  accept?: string;
  /** Called with the files that were larger than maxSize (they are not added). */
  onOversize?: (files: File[]) => void;
  /** Every change of the list, e.g. to keep the done results in a form. */
  onChange?: (items: UploaderItem[]) => void;
  defaultItems?: UploaderItem[];
  /** Shows the thumbnails only (KYC under review). */
  readOnly?: boolean;
  onPreview?: (item: UploaderItem) => void;
  /** Accessible name of the add tile. */
  addLabel?: string;
}

const TILE = 80;

const Grid = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const Tile = styled.div`
  position: relative;
  width: ${TILE}px;
  height: ${TILE}px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

const Thumb = styled.button.attrs({ type: 'button' })`
  ${bareButton}
  display: block;
  width: 100%;
  height: 100%;
`;

const Image = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Mask = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 4px;
  background: rgba(0, 0, 0, 0.6);
  color: #ffffff;
  font-size: ${({ theme }) => theme.font.sizeXs}px;
  text-align: center;
  pointer-events: none;
`;

// The visible cross is small; the button around it is still a 44 px target that overflows the tile corner.
const Delete = styled.button.attrs({ type: 'button' })`
  ${bareButton}
  position: absolute;
  top: -12px;
  right: -12px;
  display: flex;
  align-items: flex-end;
  justify-content: flex-start;
  width: 44px;
  height: 44px;
  padding: 0 0 8px 8px;
  color: #ffffff;
  & svg {
    border-radius: 50%;
    background: rgba(0, 0, 0, 0.7);
  }
`;

const Status = styled.p<{ $alert?: boolean }>`
  flex-basis: 100%;
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeSm}px;
  color: ${({ theme, $alert }) => ($alert ? theme.color.danger : theme.color.textSecondary)};
`;

const AddInput = styled.input`
  ${visuallyHidden}
`;

const AddText = styled.span`
  ${visuallyHidden}
`;

const Add = styled.label`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${TILE}px;
  height: ${TILE}px;
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textSecondary};
  cursor: pointer;
  input:focus-visible + & {
    outline: 2px solid ${({ theme }) => theme.color.primary};
  }
`;

let nextItemId = 0;

/** Image upload tiles: size and count limits, per-file status, preview and delete. */
export function Uploader({
  upload,
  maxSize = UPLOAD_MAX_BYTES,
  maxCount = Number.POSITIVE_INFINITY,
  accept = 'image/*',
  onOversize,
  onChange,
  defaultItems = [],
  readOnly = false,
  onPreview,
  addLabel,
}: UploaderProps) {
  const text = useUiText();
  const inputId = useId();
  const [initialItems] = useState(defaultItems);
  const [items, setItems] = useState(initialItems);
  // Files refused by the count limit in the last pick: said aloud, never dropped silently.
  const [refused, setRefused] = useState(0);
  const callbacks = useLatest({ onChange, upload });
  // Blob URLs this component made, released when their item goes or the uploader unmounts.
  const blobUrls = useRef(new Map<string, string>());

  useEffect(() => {
    if (items !== initialItems) callbacks.current.onChange?.(items);
  }, [items, initialItems, callbacks]);

  useEffect(() => {
    const urls = blobUrls.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const patch = (id: string, change: Partial<UploaderItem>) =>
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));

  const addFiles = (files: File[]) => {
    const { accepted, oversize, overCount } = checkFiles(files, {
      maxSize,
      maxCount,
      currentCount: items.length,
    });
    if (oversize.length > 0) onOversize?.(oversize);
    setRefused(overCount.length);
    const added = accepted.map((file) => {
      const id = `upload-${++nextItemId}`;
      const url = URL.createObjectURL(file);
      blobUrls.current.set(id, url);
      return { file, item: { id, url, status: 'uploading' as const, message: text.uploading } };
    });
    setItems((current) => [...current, ...added.map(({ item }) => item)]);
    for (const { file, item } of added) {
      callbacks.current.upload(file).then(
        (result) => patch(item.id, { status: 'done', message: undefined, result }),
        () => patch(item.id, { status: 'failed', message: text.uploadFailed }),
      );
    }
  };

  const remove = (id: string) => {
    const url = blobUrls.current.get(id);
    if (url) URL.revokeObjectURL(url);
    blobUrls.current.delete(id);
    setItems((current) => current.filter((item) => item.id !== id));
    setRefused(0);
  };

  const limited = Number.isFinite(maxCount) && !readOnly;

  return (
    <Grid>
      {items.map((item, index) => (
        <Tile key={item.id} data-status={item.status}>
          {onPreview ? (
            <Thumb aria-label={text.imageLabel(index + 1)} onClick={() => onPreview(item)}>
              <Image src={item.url} alt="" />
            </Thumb>
          ) : (
            <Image src={item.url} alt={text.imageLabel(index + 1)} />
          )}
          {item.status !== 'done' && (
            <Mask role={item.status === 'failed' ? 'alert' : 'status'}>
              {item.status === 'uploading' && <Spinner $size={16} />}
              {item.message}
            </Mask>
          )}
          {!readOnly && (
            <Delete
              aria-label={`${text.deleteFile}: ${text.imageLabel(index + 1)}`}
              onClick={() => remove(item.id)}
            >
              <CloseIcon size={16} />
            </Delete>
          )}
        </Tile>
      ))}
      {!readOnly && items.length < maxCount && (
        <div>
          <AddInput
            id={inputId}
            type="file"
            accept={accept}
            multiple={maxCount - items.length > 1}
            onChange={(event) => {
              addFiles(Array.from(event.target.files ?? []));
              // Picking the same file again must fire change again.
              event.target.value = '';
            }}
          />
          {/* A <label> takes no aria-label: its text names the file input it labels. */}
          <Add htmlFor={inputId}>
            <PlusIcon size={28} />
            <AddText>{addLabel ?? text.uploadAdd}</AddText>
          </Add>
        </div>
      )}
      {limited && <Status>{text.uploadCount(items.length, maxCount)}</Status>}
      {limited && refused > 0 && (
        <Status role="alert" $alert>
          {text.uploadTooMany(refused, maxCount)}
        </Status>
      )}
    </Grid>
  );
}
