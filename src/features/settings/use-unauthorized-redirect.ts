import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isKeyRefusal } from '../../api/request';
import { markSentToSettings, wasSentToSettings } from './sent-to-settings';

/** The first read refused for want of a valid key leads to the settings, once. */
export function useUnauthorizedRedirect() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const error: unknown = event.action.error;
        if (!isKeyRefusal(error)) return;
        if (wasSentToSettings()) return;
        markSentToSettings();
        void navigate('/settings', { state: { reason: error.message } });
      }),
    [queryClient, navigate],
  );
}
