import { AnimatePresence, m } from 'framer-motion';
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useOnDevice } from '../hooks/use-on-device';
import styled, { css, useTheme } from 'styled-components';
import { IconButton } from '../button/button';
import { CloseIcon } from '../icons/icons';
import { KitMotion } from '../motion/lazy-motion';
import { useUiText } from '../text/ui-text';
import { focusableIn, trapTab } from './focus-trap';

/** bottom: a sheet; center: a dialog; full: the whole screen on black (image preview). */
export type PopupPosition = 'bottom' | 'center' | 'full';

export interface PopupProps {
  open: boolean;
  /** Escape, the overlay and the close button all call this; the owner sets open to false. */
  onClose: () => void;
  position?: PopupPosition;
  /** Heading that also names the dialog. */
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  'aria-label'?: string;
  role?: 'dialog' | 'alertdialog';
  closeOnOverlay?: boolean;
  showClose?: boolean;
  /** Focused on open instead of the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  children?: ReactNode;
}

const Overlay = styled(m.div)`
  position: fixed;
  inset: 0;
  z-index: 2000;
  background: ${({ theme }) => theme.color.overlay};
`;

const Panel = styled(m.div)<{ $position: PopupPosition }>`
  position: fixed;
  z-index: 2001;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  outline: none;
  ${({ theme, $position }) =>
    $position === 'full'
      ? css`
          inset: 0;
          background: #000000;
          color: #ffffff;
        `
      : $position === 'bottom'
        ? css`
            inset: auto 0 0 0;
            max-height: 85vh;
            padding-bottom: env(safe-area-inset-bottom);
            border-radius: ${theme.radius.lg}px ${theme.radius.lg}px 0 0;
            box-shadow: ${theme.shadow.sheet};
          `
        : css`
            top: 50%;
            left: 50%;
            width: min(320px, calc(100vw - ${theme.space.xl * 2}px));
            max-height: 80vh;
            margin: 0;
            translate: -50% -50%;
            border-radius: ${theme.radius.lg}px;
            box-shadow: ${theme.shadow.card};
          `}
`;

const Header = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  padding: 0 48px;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeLg}px;
  font-weight: ${({ theme }) => theme.font.weightBold};
  text-align: center;
`;

const Close = styled(IconButton)`
  position: absolute;
  top: 2px;
  right: 2px;
  color: ${({ theme }) => theme.color.textSecondary};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
`;

let openCount = 0;

/** Locks page scrolling while any popup is open (nested popups share one lock). */
function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return undefined;
    openCount += 1;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      openCount -= 1;
      if (openCount === 0) document.body.style.overflow = previous;
    };
  }, [active]);
}

/** Gives focus back to whatever had it before the popup opened. */
function useReturnFocus(open: boolean) {
  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, [open]);
}

/**
 * The modal layer under BottomSheet, Dialog, ActionSheet and Picker: portal, overlay,
 * focus trap, Escape to close, focus returned on close, page scroll locked.
 */
export function Popup({
  open,
  onClose,
  position = 'bottom',
  title,
  'aria-label': ariaLabel,
  role = 'dialog',
  closeOnOverlay = true,
  showClose = false,
  initialFocus,
  children,
}: PopupProps) {
  const text = useUiText();
  const theme = useTheme();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const onDevice = useOnDevice();
  useScrollLock(open);
  useReturnFocus(open);

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    if (!panel || !bodyRef.current) return;
    // The content's first control, not the close button: that is where the user came to act.
    (initialFocus?.current ?? focusableIn(bodyRef.current)[0] ?? panel).focus();
  }, [open, initialFocus]);

  const seconds = theme.motion.durationBase / 1000;
  const hidden = {
    bottom: { y: '100%' },
    center: { opacity: 0, scale: 0.95 },
    full: { opacity: 0 },
  }[position];
  const shown = { bottom: { y: 0 }, center: { opacity: 1, scale: 1 }, full: { opacity: 1 } }[
    position
  ];

  // The server has no document to portal into; its HTML (and the hydration) has no popup.
  if (!onDevice) return null;
  return createPortal(
    <KitMotion>
      <AnimatePresence>
        {open && (
          <Overlay
            key="overlay"
            data-testid="popup-overlay"
            initial={{ opacity: 0 }}
            animate={{ opacity: 1 }}
            exit={{ opacity: 0 }}
            transition={{ duration: seconds }}
            onClick={closeOnOverlay ? onClose : undefined}
          />
        )}
        {open && (
          <Panel
            key="panel"
            ref={panelRef}
            $position={position}
            role={role}
            aria-modal="true"
            aria-labelledby={title !== undefined ? titleId : undefined}
            aria-label={title === undefined ? ariaLabel : undefined}
            tabIndex={-1}
            initial={hidden}
            animate={shown}
            exit={hidden}
            transition={{ duration: seconds, ease: 'easeOut' }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.stopPropagation();
                onClose();
                return;
              }
              if (panelRef.current) trapTab(event, panelRef.current);
            }}
          >
            {(title !== undefined || showClose) && (
              <Header>
                {title !== undefined && <Title id={titleId}>{title}</Title>}
                {showClose && (
                  <Close aria-label={text.close} onClick={onClose}>
                    <CloseIcon />
                  </Close>
                )}
              </Header>
            )}
            <Body ref={bodyRef}>{children}</Body>
          </Panel>
        )}
      </AnimatePresence>
    </KitMotion>,
    document.body,
  );
}

export type BottomSheetProps = Omit<PopupProps, 'position'>;

/** A popup sliding up from the bottom, with a close button by default. */
export function BottomSheet({ showClose = true, ...props }: BottomSheetProps) {
  return <Popup position="bottom" showClose={showClose} {...props} />;
}
