import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ActionSheet } from '../action-sheet/action-sheet';
import { Button } from '../button/button';
import { Cell } from '../cell/cell';
import { CopyButton } from '../copy-button/copy-button';
import { Dialog, useConfirm } from '../dialog/dialog';
import { Dropdown } from '../dropdown/dropdown';
import { ImagePreview } from '../image-preview/image-preview';
import { InfiniteList } from '../infinite-list/infinite-list';
import { useFetchedPages } from '../infinite-list/use-fetched-pages';
import { MaskedAmount, MaskToggle } from '../masked-amount/masked-amount';
import { Picker } from '../picker/picker';
import { BottomSheet } from '../popup/popup';
import { PriceText } from '../price-text/price-text';
import { Stepper, ShortcutAmounts } from '../stepper/stepper';
import { SwipeCell } from '../swipe-cell/swipe-cell';
import { useToast } from '../toast/toast-provider';
import { Uploader } from '../uploader/uploader';
import { longImage, wideImage } from './sample-images';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.md}px ${({ theme }) => theme.space.lg}px;
`;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Three pages of 10, then a short one, with a simulated network delay. */
async function fetchStocks(page: number, pageSize: number) {
  await wait(600);
  const count = page < 4 ? pageSize : 3;
  return Array.from({ length: count }, (_, i) => {
    const n = (page - 1) * pageSize + i + 1;
    return {
      id: n,
      symbol: `STK${n}`,
      price: (100 + n * 1.37).toFixed(2),
      change: ((n % 5) - 2) * 0.35,
    };
  });
}

export function InfiniteListDemo() {
  const list = useFetchedPages({ fetchPage: fetchStocks });
  return (
    <InfiniteList
      {...list}
      aria-label="Stocks"
      getKey={(stock) => stock.id}
      renderItem={(stock) => (
        <Cell
          title={stock.symbol}
          value={<PriceText value={stock.price} sign="₦" change={stock.change} />}
        />
      )}
    />
  );
}

export function StateListDemo({ fail }: { fail: boolean }) {
  const list = useFetchedPages<string>({
    fetchPage: () => (fail ? Promise.reject(new Error('demo')) : Promise.resolve([])),
  });
  return <InfiniteList {...list} getKey={(row) => row} renderItem={(row) => row} />;
}

export function SkeletonForeverDemo() {
  const list = useFetchedPages<string>({ fetchPage: () => new Promise<string[]>(() => {}) });
  return (
    <InfiniteList {...list} skeletonRows={2} getKey={(row) => row} renderItem={(row) => row} />
  );
}

function Opener({
  label,
  children,
}: {
  label: string;
  children: (open: boolean, close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{label}</Button>
      {children(open, () => setOpen(false))}
    </>
  );
}

export function OverlayDemos() {
  const toast = useToast();
  const { confirm, dialog } = useConfirm();
  const [idType, setIdType] = useState('NIN');
  return (
    <Row>
      <Opener label="Bottom sheet">
        {(open, close) => (
          <BottomSheet open={open} onClose={close} title="Buy ACME">
            <Row>
              <Stepper aria-label="Quantity" />
            </Row>
          </BottomSheet>
        )}
      </Opener>
      <Opener label="Dialog">
        {(open, close) => (
          <Dialog
            open={open}
            title="Notice"
            message="The final price of the market order may fluctuate"
            showCancel={false}
            onConfirm={close}
            onCancel={close}
          />
        )}
      </Opener>
      <Button
        onClick={async () => {
          if (await confirm({ title: 'Confirm deletion', confirmVariant: 'danger' }))
            toast.show('Delete Success');
        }}
      >
        Confirm
      </Button>
      {dialog}
      <Opener label="Action sheet">
        {(open, close) => (
          <ActionSheet
            open={open}
            onClose={close}
            aria-label="Bank account"
            actions={[
              { name: 'Edit' },
              { name: 'Delete', danger: true },
              { name: 'Disabled', disabled: true },
            ]}
            onSelect={(_, action) => toast.show(String(action.name))}
          />
        )}
      </Opener>
      <Opener label={`Picker: ${idType}`}>
        {(open, close) => (
          <Picker
            open={open}
            onClose={close}
            title="ID type"
            value={idType}
            options={['NIN', 'BVN', 'PVC', 'DL'].map((id) => ({ value: id, label: id }))}
            onSelect={setIdType}
          />
        )}
      </Opener>
      <Opener label="Image preview">
        {(open, close) => (
          <ImagePreview open={open} onClose={close} src={wideImage} alt="Sample photo" />
        )}
      </Opener>
      <Opener label="Long image">
        {(open, close) => (
          <ImagePreview open={open} onClose={close} src={longImage} alt="Sample long image" />
        )}
      </Opener>
    </Row>
  );
}

export function ToastDemos() {
  const toast = useToast();
  return (
    <Row>
      <Button onClick={() => toast.show('Submit Success!')}>Toast</Button>
      <Button
        onClick={() => {
          const close = toast.loading();
          setTimeout(close, 1500);
        }}
      >
        Loading toast (1.5 s)
      </Button>
      <CopyButton text="TXYZ1234567890">Copy address</CopyButton>
    </Row>
  );
}

export function FormDemos() {
  const [amount, setAmount] = useState(10);
  const [currency, setCurrency] = useState('NGN');
  const [hidden, setHidden] = useState(false);
  return (
    <>
      <Row>
        <Stepper aria-label="Quantity" value={amount} onChange={setAmount} />
        <ShortcutAmounts aria-label="Quick quantities" value={amount} onSelect={setAmount} />
      </Row>
      <Row>
        <Stepper aria-label="Disabled quantity" disabled />
        <Dropdown
          aria-label="Currency"
          value={currency}
          onChange={setCurrency}
          options={['NGN', 'USD'].map((code) => ({ value: code, label: code }))}
        />
        <MaskedAmount hidden={hidden}>
          <PriceText value="1234567.891" sign="₦" />
        </MaskedAmount>
        <MaskToggle hidden={hidden} onToggle={setHidden} />
      </Row>
    </>
  );
}

let uploads = 0;
/** Every third upload fails so the failed state shows up. */
async function fakeUpload(file: File) {
  await wait(1200);
  uploads += 1;
  if (uploads % 3 === 0) throw new Error('demo failure');
  return file.name;
}

export function UploaderDemo() {
  const toast = useToast();
  return (
    <Row>
      <Uploader
        upload={fakeUpload}
        maxCount={2}
        maxSize={2 * 1024 * 1024}
        onOversize={() => toast.show('File too large (max 2 MB)')}
        defaultItems={[{ id: 'sample', url: wideImage, status: 'done' }]}
      />
      <Uploader
        upload={fakeUpload}
        readOnly
        defaultItems={[{ id: 'read-only', url: wideImage, status: 'done' }]}
      />
    </Row>
  );
}

export function SwipeCellDemo() {
  const toast = useToast();
  return (
    <SwipeCell onAction={() => toast.show('Remove')}>
      <Cell
        title="ACME (swipe left)"
        label="NSENG · Acme Plc"
        value={<PriceText value="12.5" change="-0.3" />}
      />
    </SwipeCell>
  );
}
