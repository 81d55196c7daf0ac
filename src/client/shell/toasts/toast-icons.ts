/**
 * Path data for the toast icons (24×24, stroked). Each style gets its own icon
 * so styles stay distinguishable without relying on colour alone.
 */
export const TOAST_ICON_PATHS = {
  info: 'M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0zM12 11v5M12 8h.01',
  alert: 'M12 3 2 20h20L12 3zM12 10v4M12 17h.01',
  star: 'm12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3z',
  shield: 'M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6l-8-3z',
  mail: 'M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zm-2 2 9 6 9-6',
  mailSent: 'M21 3 3 10.5l7 2.5 2.5 7L21 3zm-11 10 5-5',
  flag: 'M5 21V4m0 0h11l-2 4 2 4H5',
  retry: 'M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5',
  mailPlus: 'M21 12V7a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h8M3 7l9 6 9-6m-2 9v6m-3-3h6',
  mailMinus: 'M21 12V7a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h8M3 7l9 6 9-6m-5 12h6',
  userOff: 'M14 8a4 4 0 1 1-8 0 4 4 0 0 1 8 0zM3 20c0-3.3 3.1-6 7-6m5 1 6 6m0-6-6 6',
  postOff: 'M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8l-5-5zm-4.5 8.5 5 5m0-5-5 5',
  eyeOff:
    'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zm13 0a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM3 3l18 18',
  pin: 'M9 3h6l-1 6 4 4H6l4-4-1-6zm3 10v8',
  checkCircle: 'M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0zm-13 0 3 3 5-6',
  crossCircle: 'M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0zM9 9l6 6m0-6-6 6',
  checkDouble: 'm2 12 5 5L17 7m-5 9 1 1L23 7',
  user: 'M16 8a4 4 0 1 1-8 0 4 4 0 0 1 8 0zM4 21c0-4 3.6-7 8-7s8 3 8 7',
  bookmark: 'M6 3h12v18l-6-4-6 4V3z',
} as const;

export type ToastIconName = keyof typeof TOAST_ICON_PATHS;
