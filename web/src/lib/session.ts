import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginResponse, MessageResponse, VerifyResponse } from '#domain/schemas/auth';
import { ApiError, apiRequest } from './api-client';
import { clearAuthToken, readAuthToken, storeSessionRecord } from './auth-token';
import { SESSION_CHECK_PATH } from './first-requests';
import { clearAllDrafts } from './form-draft';
import { clearRecentSearches } from './recent-searches';
import { offlineCache } from './offline-cache';
import { forgetDeviceSubscription } from './push-device';
import { QUICK_ANSWER_TIMEOUT_MS } from './server-reach';
import { readLiveSessionRecord } from './session-record';

export const verifyQueryKey = [SESSION_CHECK_PATH] as const;

/** Asks the server whether the session lives (and keeps its end for an offline start); the answer slides it. */
export async function checkSession(): Promise<VerifyResponse> {
  const session = await apiRequest<VerifyResponse>('GET', SESSION_CHECK_PATH, undefined, {
    answerWithinMs: QUICK_ANSWER_TIMEOUT_MS,
  });
  storeSessionRecord(session);
  return session;
}

/**
 * The session check: the verified session, or null when there is none (a 401 is an answer, not an error). When the
 * server cannot be reached (offline, or out of reach: a network error, a timeout, a proxy's 502/503/504), the session
 * the server last described stands until the end it gave, never past it: an expired session is not revived offline.
 */
export const sessionQuery = () =>
  queryOptions({
    queryKey: verifyQueryKey,
    // Runs offline too: the answer then comes from the last session record.
    networkMode: 'always',
    queryFn: async (): Promise<VerifyResponse | null> => {
      if (!readAuthToken()) return null;
      try {
        return await checkSession();
      } catch (error) {
        if (error instanceof ApiError) {
          if (error.status === 401) return null;
          throw error;
        }
        const known = readLiveSessionRecord();
        if (known) return { authenticated: true, ...known };
        clearAuthToken();
        void offlineCache.removeClient();
        return null;
      }
    },
  });

export function useVerifiedSession() {
  return useQuery(sessionQuery());
}

/**
 * After an unlock (`logIn` in login.ts stored the token): every cached answer is dropped (the offline copy too), the session the answer
 * describes is the app's at once, and the verification is refetched behind it.
 */
export function acceptUnlock(queryClient: ReturnType<typeof useQueryClient>, response: LoginResponse): void {
  clearCachedData(queryClient);
  void offlineCache.removeClient();
  const session: VerifyResponse = {
    authenticated: true,
    rememberDevice: response.rememberDevice,
    expiresAt: response.expiresAt,
  };
  queryClient.setQueryData(verifyQueryKey, session);
  void queryClient.invalidateQueries({ queryKey: verifyQueryKey });
}

/**
 * Removes this device's push subscription (a locked device is told nothing), ends the session on the server, then
 * forgets the token and every cached answer. Without a connection the device forgets it all the same: the token is
 * gone from it, and the server's session ends on its own (the subscription it kept fails and is dropped).
 */
export async function signOut(queryClient: ReturnType<typeof useQueryClient>): Promise<void> {
  await forgetDeviceSubscription().catch(() => undefined);
  try {
    await apiRequest<MessageResponse>('POST', '/api/auth/logout');
  } catch (error) {
    if (error instanceof ApiError) throw error;
  }
  forgetSession(queryClient);
}

/** Forgets the token, every cached answer, unsaved drafts, recent searches and what was kept for an offline start. */
export function forgetSession(queryClient: ReturnType<typeof useQueryClient>): void {
  clearAuthToken();
  clearCachedData(queryClient);
  clearAllDrafts();
  clearRecentSearches();
  void offlineCache.removeClient();
  queryClient.setQueryData(verifyQueryKey, null);
}

/** Drops every cached answer but the session check itself, which the app shell is watching. */
function clearCachedData(queryClient: ReturnType<typeof useQueryClient>): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== verifyQueryKey[0] });
  queryClient.getMutationCache().clear();
}
