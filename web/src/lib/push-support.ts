/**
 * Whether this browser can take Web Push: `ready`; `insecure` over plain HTTP (service workers and push need
 * HTTPS); `ios-home-screen` on an iPhone or iPad outside the home-screen app (Safari offers push only there);
 * `unsupported` in a browser without service workers or the Push API.
 */
export type PushSupport = 'ready' | 'insecure' | 'ios-home-screen' | 'unsupported';

export interface BrowserFacts {
  secureContext: boolean;
  userAgent: string;
  maxTouchPoints: number;
  /** Opened from the home screen (`display-mode: standalone`, or Safari's `navigator.standalone`). */
  standalone: boolean;
  serviceWorker: boolean;
  pushManager: boolean;
}

/** An iPhone, iPod or iPad (an iPad's Safari says Macintosh, but has a touch screen). */
export function isAppleMobile({
  userAgent,
  maxTouchPoints,
}: Pick<BrowserFacts, 'userAgent' | 'maxTouchPoints'>) {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

export function pushSupport(facts: BrowserFacts): PushSupport {
  if (!facts.secureContext) return 'insecure';
  if (isAppleMobile(facts) && !facts.standalone) return 'ios-home-screen';
  if (!facts.serviceWorker || !facts.pushManager) return 'unsupported';
  return 'ready';
}

/** This browser's facts, as `pushSupport` reads them. */
export function browserFacts(): BrowserFacts {
  const safari = navigator as Navigator & { standalone?: boolean };
  return {
    secureContext: window.isSecureContext,
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    standalone: safari.standalone === true || window.matchMedia('(display-mode: standalone)').matches,
    serviceWorker: 'serviceWorker' in navigator,
    pushManager: 'PushManager' in window,
  };
}
