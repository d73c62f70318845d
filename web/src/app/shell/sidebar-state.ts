import { useCallback, useEffect, useState } from 'react';
import { SIDEBAR_COOKIE_MAX_AGE_S, SIDEBAR_COOKIE_NAME } from '#domain/rules/constants';

function readCookie(): boolean {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${SIDEBAR_COOKIE_NAME}=`));
  return match ? match.split('=')[1] !== 'false' : true;
}

/**
 * The sidebar: open or collapsed on desktop (kept in a cookie for 7 days), a sheet that starts closed on
 * phones; Ctrl/Cmd+B toggles whichever applies.
 */
export function useSidebarState(isMobile: boolean) {
  const [desktopOpen, setDesktopOpen] = useState(readCookie);
  const [mobileOpen, setMobileOpen] = useState(false);

  const setOpen = useCallback(
    (value: boolean) => {
      if (isMobile) {
        setMobileOpen(value);
        return;
      }
      setDesktopOpen(value);
      document.cookie = `${SIDEBAR_COOKIE_NAME}=${value}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; samesite=lax`;
    },
    [isMobile],
  );
  const open = isMobile ? mobileOpen : desktopOpen;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey) && !event.altKey) {
        event.preventDefault();
        setOpen(!open);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, setOpen]);

  return { open, setOpen };
}
