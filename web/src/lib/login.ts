import { LOGIN_USERNAME } from '#domain/rules/constants';
import type { LoginResponse } from '#domain/schemas/auth';
import { apiRequest } from './api-client';
import { storeAuthToken, storeSessionRecord } from './auth-token';

/**
 * The unlock call and what the device keeps of its answer (the token, and the session's end for an offline start). Plain code: the unlock screen runs before the
 * React app has loaded. What the app then does with the answer is `acceptUnlock` in session.ts.
 */
export async function logIn(pin: string, rememberDevice: boolean): Promise<LoginResponse> {
  const response = await apiRequest<LoginResponse>('POST', '/api/auth/login', {
    username: LOGIN_USERNAME,
    pin,
    rememberDevice,
  });
  storeAuthToken(response.authToken);
  storeSessionRecord(response);
  return response;
}
