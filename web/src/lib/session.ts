import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginResponse, MessageResponse, VerifyResponse } from '../../../domain/schemas/auth';
import { ApiError, apiRequest } from './api-client';
import { clearAuthToken, readAuthToken } from './auth-token';
import { SESSION_CHECK_PATH } from './first-requests';

export const verifyQueryKey = [SESSION_CHECK_PATH] as const;

/** The session check: the verified session, or null when there is none (a 401 is an answer, not an error). */
export function useVerifiedSession() {
  return useQuery({
    queryKey: verifyQueryKey,
    queryFn: async (): Promise<VerifyResponse | null> => {
      if (!readAuthToken()) return null;
      try {
        return await apiRequest<VerifyResponse>('GET', SESSION_CHECK_PATH);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
  });
}

/**
 * After an unlock (`logIn` in login.ts stored the token): every cached answer is dropped, the session the answer
 * describes is the app's at once, and the verification is refetched behind it.
 */
export function acceptUnlock(queryClient: ReturnType<typeof useQueryClient>, response: LoginResponse): void {
  clearCachedData(queryClient);
  const session: VerifyResponse = {
    authenticated: true,
    rememberDevice: response.rememberDevice,
    expiresAt: response.expiresAt,
  };
  queryClient.setQueryData(verifyQueryKey, session);
  void queryClient.invalidateQueries({ queryKey: verifyQueryKey });
}

/** Ends the session on the server, then forgets the token and every cached answer. */
export async function signOut(queryClient: ReturnType<typeof useQueryClient>): Promise<void> {
  await apiRequest<MessageResponse>('POST', '/api/auth/logout');
  forgetSession(queryClient);
}

export function forgetSession(queryClient: ReturnType<typeof useQueryClient>): void {
  clearAuthToken();
  clearCachedData(queryClient);
  queryClient.setQueryData(verifyQueryKey, null);
}

/** Drops every cached answer but the session check itself, which the app shell is watching. */
function clearCachedData(queryClient: ReturnType<typeof useQueryClient>): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== verifyQueryKey[0] });
  queryClient.getMutationCache().clear();
}
