import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderKit } from '../../test/render';
import { checkFiles } from './check-files';
import { Uploader, type UploaderItem } from './uploader';

const png = (name: string, size: number) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

beforeEach(() => {
  // jsdom has no blob URLs.
  URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('checkFiles', () => {
  it('reports oversize files and drops what exceeds the count', () => {
    const files = [png('a', 10), png('big', 101), png('b', 10), png('c', 10)];
    const result = checkFiles(files, { maxSize: 100, maxCount: 2, currentCount: 0 });
    expect(result.accepted.map((f) => f.name)).toEqual(['a', 'b']);
    expect(result.oversize.map((f) => f.name)).toEqual(['big']);
    expect(result.overCount.map((f) => f.name)).toEqual(['c']);
    expect(
      checkFiles([png('a', 1)], { maxSize: 100, maxCount: 2, currentCount: 2 }).accepted,
    ).toEqual([]);
  });
});

describe('Uploader', () => {
  it('uploads, shows uploading then done, and reports the results', async () => {
    const user = userEvent.setup();
    let resolve: (url: string) => void = () => {};
    const upload = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const onChange = vi.fn();
    const { container } = renderKit(<Uploader upload={upload} maxCount={2} onChange={onChange} />);
    await user.upload(screen.getByLabelText('Add image'), png('id.png', 10));
    expect(screen.getByText('Uploading...')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Image 1' })).toHaveAttribute('src', 'blob:id.png');
    resolve('https://cdn/id.png');
    await waitFor(() =>
      expect(container.querySelector('[data-status]')).toHaveAttribute('data-status', 'done'),
    );
    expect(screen.queryByText('Uploading...')).not.toBeInTheDocument();
    // The parent hears of it from an effect, which may run a frame after the item shows done.
    await waitFor(() => {
      const last: UploaderItem[] = onChange.mock.lastCall![0];
      expect(last).toEqual([
        expect.objectContaining({ status: 'done', result: 'https://cdn/id.png' }),
      ]);
    });
  });

  it('marks failed uploads with "Upload failed"', async () => {
    const user = userEvent.setup();
    renderKit(<Uploader upload={() => Promise.reject(new Error('500'))} />);
    await user.upload(screen.getByLabelText('Add image'), png('x.png', 10));
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload failed');
  });

  it('fires onOversize, keeps to maxCount and hides the add tile when full', async () => {
    const user = userEvent.setup();
    const onOversize = vi.fn();
    const upload = vi.fn(() => Promise.resolve('ok'));
    renderKit(<Uploader upload={upload} maxSize={100} maxCount={2} onOversize={onOversize} />);
    await user.upload(screen.getByLabelText('Add image'), [
      png('big.png', 200),
      png('a.png', 10),
      png('b.png', 10),
      png('c.png', 10),
    ]);
    expect(onOversize).toHaveBeenCalledWith([expect.objectContaining({ name: 'big.png' })]);
    expect(upload).toHaveBeenCalledTimes(2);
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(screen.queryByLabelText('Add image')).not.toBeInTheDocument();
  });

  it('deletes an item, freeing its slot and its blob URL', async () => {
    const user = userEvent.setup();
    renderKit(<Uploader upload={() => Promise.resolve('ok')} maxCount={1} />);
    await user.upload(screen.getByLabelText('Add image'), png('a.png', 10));
    await user.click(screen.getByRole('button', { name: 'Delete: Image 1' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:a.png');
    expect(screen.getByLabelText('Add image')).toBeInTheDocument();
  });

  it('is read-only when asked', () => {
    renderKit(
      <Uploader
        upload={vi.fn()}
        readOnly
        defaultItems={[{ id: '1', url: 'https://cdn/1.png', status: 'done' }]}
      />,
    );
    expect(screen.getByRole('img', { name: 'Image 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Add image')).not.toBeInTheDocument();
  });
});

describe('Uploader count limit', () => {
  it('says how many files are allowed and refuses the extra ones visibly', async () => {
    const user = userEvent.setup();
    const upload = vi.fn(() => Promise.resolve('https://cdn/x.png'));
    renderKit(<Uploader upload={upload} maxCount={2} />);
    expect(screen.getByText('0 of 2 allowed')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Add image'), [
      png('a.png', 10),
      png('b.png', 10),
      png('c.png', 10),
    ]);
    expect(upload).toHaveBeenCalledTimes(2);
    expect(screen.getByText('2 of 2 allowed')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Only 2 allowed: 1 file was not added. Remove one to add another.',
    );
    await user.click(screen.getAllByRole('button', { name: /Delete/ })[0]!);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('1 of 2 allowed')).toBeInTheDocument();
  });
});
