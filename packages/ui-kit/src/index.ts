export { UiThemeProvider, type UiThemeProviderProps } from './theme/ui-theme-provider';
export type { UiTheme } from './theme/styled-theme';
export { globalCss } from './theme/global-css';
export { useColorScheme, type ColorSchemeState } from './theme/color-scheme-context';
export { TOUCH_TARGET, visuallyHidden } from './theme/mixins';
export {
  UiTextProvider,
  useUiText,
  defaultUiText,
  type UiText,
  type UiTextProviderProps,
} from './text/ui-text';

export { Button, IconButton, type ButtonVariant } from './button/button';
export { Spinner } from './spinner/spinner';
export { NavBar, type NavBarProps } from './nav-bar/nav-bar';
export { TabBar, type TabBarItem, type TabBarProps } from './tab-bar/tab-bar';
export { COUNT_BADGE_MAX, CountBadge } from './count-badge/count-badge';
export { Tabs, type TabsItem, type TabsProps } from './tabs/tabs';
export { Cell, CellGroup, type CellProps } from './cell/cell';

export { Skeleton, type SkeletonProps } from './skeleton/skeleton';
export { Empty, type EmptyProps } from './empty/empty';
export { ErrorPanel, type ErrorPanelProps } from './error-panel/error-panel';
export { PullRefresh, type PullRefreshProps } from './pull-refresh/pull-refresh';
export {
  pullReducer,
  dampPull,
  initialPullState,
  type PullStatus,
  type PullState,
  type PullEvent,
} from './pull-refresh/pull-refresh-state';
export { InfiniteList, type InfiniteListProps } from './infinite-list/infinite-list';
export {
  pagedListReducer,
  initialPagedList,
  isWithinReach,
  type ListPhase,
  type PagedListState,
  type PagedListEvent,
} from './infinite-list/paged-list-state';

export {
  Popup,
  BottomSheet,
  type PopupProps,
  type PopupPosition,
  type BottomSheetProps,
} from './popup/popup';
export { Dialog, useConfirm, type DialogProps, type ConfirmOptions } from './dialog/dialog';
export {
  ActionSheet,
  type ActionSheetAction,
  type ActionSheetProps,
} from './action-sheet/action-sheet';
export { Picker, type PickerOption, type PickerProps } from './picker/picker';
export { Dropdown, type DropdownOption, type DropdownProps } from './dropdown/dropdown';
export { SwipeCell, type SwipeCellProps } from './swipe-cell/swipe-cell';

export {
  Stepper,
  ShortcutAmounts,
  type StepperProps,
  type ShortcutAmountsProps,
} from './stepper/stepper';
export {
  clampToStep,
  stepBy,
  parseStepperInput,
  type StepperBounds,
} from './stepper/stepper-value';

export {
  ToastProvider,
  useToast,
  type ToastApi,
  type ToastOptions,
  type CloseToast,
} from './toast/toast-provider';
export {
  Uploader,
  type UploaderItem,
  type UploaderProps,
  type UploadStatus,
} from './uploader/uploader';
export { checkFiles, type FileCheck, type FileLimits } from './uploader/check-files';

export { BANNER_AUTOPLAY_MS, Swiper, type SwiperProps } from './swiper/swiper';
export { nextSlide, previousSlide } from './swiper/slide-index';
export { QRCode, type QRCodeProps } from './qr-code/qr-code';
export { CopyButton, type CopyButtonProps } from './copy-button/copy-button';
export { copyText } from './copy-button/copy-text';
export { ImagePreview, type ImagePreviewProps } from './image-preview/image-preview';
export { clampZoom, isLongImage, pinchZoom, wheelZoom } from './image-preview/zoom';

export {
  PriceText,
  ChangeText,
  type PriceTextProps,
  type ChangeTextProps,
} from './price-text/price-text';
export {
  priceParts,
  changeParts,
  writeTextParts,
  type TextParts,
  type PriceOptions,
  type ChangeOptions,
} from './price-text/text-parts';
export {
  formatMoney,
  trendOf,
  INVALID_MONEY,
  type FormatMoneyOptions,
  type Trend,
} from './price-text/format-money';
export { formatQuantity } from './price-text/format-quantity';
export * as exact from './price-text/exact-decimal';
export { typedDecimal, wireDecimal } from './price-text/typed-decimal';
export {
  readTypedNumber,
  type NumberUnit,
  type TypedNumber,
  type TypedNumberProblem,
} from './price-text/read-typed-number';
export {
  numberLocale,
  numberLocaleOf,
  setNumberLocale,
  type NumberLocale,
} from './price-text/number-locale';
export type { Decimal, MoneyInput, Rounding } from './price-text/exact-decimal';
export {
  MaskedAmount,
  MaskToggle,
  type MaskedAmountProps,
  type MaskToggleProps,
} from './masked-amount/masked-amount';
export { OnDeviceProvider, useOnDevice } from './hooks/use-on-device';
export {
  InlineImagesProvider,
  useImageSource,
  type InlineImages,
} from './inline-images/inline-images';
export { useOnline } from './hooks/use-online';
export { useTypedBeforeTakeover } from './hooks/use-typed-before-takeover';
export { NoticeBar, type NoticeBarProps } from './notice-bar/notice-bar';
export { StrokeIcon, type IconProps } from './icons/icons';
