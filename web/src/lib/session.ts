import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LOGIN_USERNAME } from '../../../domain/rules/constants';
import type { LoginResponse, MessageResponse, VerifyResponse } from '../../../domain/schemas/auth';
import { ApiError, apiRequest } from './api-client';
import { clearAuthToken, readAuthToken, storeAuthToken } from './auth-token';

export const verifyQueryKey = ['/api/auth/verify'] as const;

/** The session check: the verified session, or null when there is none (a 401 is an answer, not an error). */
export function useVerifiedSession() {
  return useQuery({
    queryKey: verifyQueryKey,
    queryFn: async (): Promise<VerifyResponse | null> => {
      if (!readAuthToken()) return null;
      try {
        return await apiRequest<VerifyResponse>('GET', '/api/auth/verify');
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
  });
}

export function useLogin(onUnlocked: (response: LoginResponse) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { pin: string; rememberDevice: boolean }) =>
      apiRequest<LoginResponse>('POST', '/api/auth/login', { username: LOGIN_USERNAME, ...input }),
    onSuccess: async (response) => {
      storeAuthToken(response.authToken);
      clearCachedData(queryClient);
      await queryClient.refetchQueries({ queryKey: verifyQueryKey });
      onUnlocked(response);
    },
  });
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
