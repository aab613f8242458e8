import { type AdultDeclarationBody, CurrentUser, type StrangerCallsBody } from '../../core/protocol';
import { apiJson } from '../lib/api';
import { USER_QUERY_KEY } from '../lib/auth';
import { queryClient } from '../lib/query-client';

/** "I am 18 or over" (decision 284): the server keeps the first time; every page then knows. */
export async function declareAdult(): Promise<CurrentUser> {
  const user = CurrentUser.parse(
    await apiJson('POST', '/api/account/adult-declaration', { adult: true } satisfies AdultDeclarationBody),
  );
  queryClient.setQueryData(USER_QUERY_KEY, user);
  return user;
}

/** Turns calls with strangers on or off. */
export async function setStrangerCalls(on: boolean): Promise<CurrentUser> {
  const user = CurrentUser.parse(
    await apiJson('PUT', '/api/account/stranger-calls', { on } satisfies StrangerCallsBody),
  );
  queryClient.setQueryData(USER_QUERY_KEY, user);
  return user;
}
