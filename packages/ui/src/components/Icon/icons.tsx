import { createIcon } from './Icon';

// Each icon is its own export marked pure, so a bundle carries only the icons it imports.

const heart =
  'M12 20s-7-4.4-9.2-9A4.8 4.8 0 0 1 12 6.2 4.8 4.8 0 0 1 21.2 11c-2.2 4.6-9.2 9-9.2 9z';
const star = 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z';

export const PlusIcon = /* @__PURE__ */ createIcon('PlusIcon', <path d="M12 5v14M5 12h14" />);
export const MinusIcon = /* @__PURE__ */ createIcon('MinusIcon', <path d="M5 12h14" />);
export const CloseIcon = /* @__PURE__ */ createIcon('CloseIcon', <path d="M6 6l12 12M18 6L6 18" />);
export const SearchIcon = /* @__PURE__ */ createIcon(
  'SearchIcon',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </>,
);
export const CartIcon = /* @__PURE__ */ createIcon(
  'CartIcon',
  <>
    <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
    <circle cx="9" cy="20" r="1.25" />
    <circle cx="18" cy="20" r="1.25" />
  </>,
);
export const HeartIcon = /* @__PURE__ */ createIcon('HeartIcon', <path d={heart} />);
export const HeartFilledIcon = /* @__PURE__ */ createIcon(
  'HeartFilledIcon',
  <path d={heart} fill="currentColor" />,
);
export const UserIcon = /* @__PURE__ */ createIcon(
  'UserIcon',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 20c1.5-3.5 4.5-5 8-5s6.5 1.5 8 5" />
  </>,
);
export const MenuIcon = /* @__PURE__ */ createIcon(
  'MenuIcon',
  <path d="M4 7h16M4 12h16M4 17h16" />,
);
export const ChevronDownIcon = /* @__PURE__ */ createIcon(
  'ChevronDownIcon',
  <path d="M6 9l6 6 6-6" />,
);
export const ChevronUpIcon = /* @__PURE__ */ createIcon(
  'ChevronUpIcon',
  <path d="M6 15l6-6 6 6" />,
);
export const ChevronLeftIcon = /* @__PURE__ */ createIcon(
  'ChevronLeftIcon',
  <path d="M15 6l-6 6 6 6" />,
);
export const ChevronRightIcon = /* @__PURE__ */ createIcon(
  'ChevronRightIcon',
  <path d="M9 6l6 6-6 6" />,
);
export const CheckIcon = /* @__PURE__ */ createIcon('CheckIcon', <path d="M5 12.5l4.5 4.5L19 7" />);
export const ErrorIcon = /* @__PURE__ */ createIcon(
  'ErrorIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5v.01" />
  </>,
);
export const InfoIcon = /* @__PURE__ */ createIcon(
  'InfoIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5M12 7.5v.01" />
  </>,
);
export const StarIcon = /* @__PURE__ */ createIcon('StarIcon', <path d={star} />);
export const StarFilledIcon = /* @__PURE__ */ createIcon(
  'StarFilledIcon',
  <path d={star} fill="currentColor" />,
);
export const EyeIcon = /* @__PURE__ */ createIcon(
  'EyeIcon',
  <>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EyeOffIcon = /* @__PURE__ */ createIcon(
  'EyeOffIcon',
  <path d="M3 3l18 18M10.6 6.1a9.7 9.7 0 0 1 1.4-.1c6 0 9.5 6 9.5 6a17 17 0 0 1-3 3.7M6.4 7.1A16.5 16.5 0 0 0 2.5 12s3.5 6.5 9.5 6.5a9.3 9.3 0 0 0 4.4-1.1M9.9 9.9a3 3 0 0 0 4.2 4.2" />,
);
export const ArrowRightIcon = /* @__PURE__ */ createIcon(
  'ArrowRightIcon',
  <path d="M4 12h16M14 6l6 6-6 6" />,
);
export const TrashIcon = /* @__PURE__ */ createIcon(
  'TrashIcon',
  <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />,
);
export const ImageIcon = /* @__PURE__ */ createIcon(
  'ImageIcon',
  <>
    <rect x="3.5" y="4.5" width="17" height="15" rx="1.5" />
    <circle cx="9" cy="10" r="1.75" />
    <path d="M20.5 16l-5-5-9 8.5" />
  </>,
);
