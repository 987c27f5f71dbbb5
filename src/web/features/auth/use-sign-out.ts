import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast.ts';
import { authClient } from '../../lib/auth-client.ts';
import { sessionKey } from '../../lib/query-keys.ts';

/** Signs out, drops every cached query (surveys, chats, profile) and goes home. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    const { error } = await authClient.signOut();
    if (error) {
      toast.error(error.message || 'Sign out failed');
      return;
    }
    queryClient.clear();
    queryClient.setQueryData(sessionKey, null);
    await navigate('/', { replace: true });
  };
}
