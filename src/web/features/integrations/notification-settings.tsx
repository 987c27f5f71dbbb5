import { useId } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast.ts';
import type { NotifyMode } from '#shared/integrations/webhooks.ts';
import { cn } from '../../lib/cn.ts';
import { notificationKey } from '../../lib/query-keys.ts';
import { getNotifications, saveNotifications } from './api/integrations-api.ts';

const choices: { value: NotifyMode; label: string; hint: string }[] = [
  { value: 'off', label: 'Off', hint: 'No e-mails' },
  { value: 'each', label: 'Each response', hint: 'One e-mail per response' },
  { value: 'daily', label: 'Daily digest', hint: 'One e-mail a day (UTC) when there were responses' },
];

/** The owner's e-mail on new responses (issue 19 §4), per survey, off by default. */
export function NotificationSettings({ surveyId }: { surveyId: string }) {
  const name = useId();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: notificationKey(surveyId),
    queryFn: ({ signal }) => getNotifications(surveyId, signal),
  });
  const save = useMutation({
    mutationFn: (mode: NotifyMode) => saveNotifications(surveyId, mode),
    onSuccess: (settings) => {
      queryClient.setQueryData(notificationKey(surveyId), settings);
      toast.success(settings.responses === 'off' ? 'Response e-mails off' : 'Response e-mails on');
    },
    onError: () => toast.error('Could not save. Please try again.'),
  });
  const current = save.isPending ? save.variables : query.data?.responses;
  return (
    <fieldset disabled={!query.data || save.isPending}>
      <legend className="sr-only">E-mail me about new responses</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              'has-[:focus-visible]:ring-brand-500 cursor-pointer rounded-xl px-3 py-2 text-sm ring-1 ring-slate-200 has-[:focus-visible]:ring-2',
              current === choice.value && 'bg-brand-50 ring-brand-500 ring-2',
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={current === choice.value}
              onChange={() => save.mutate(choice.value)}
              className="sr-only"
            />
            <span className="block font-medium text-slate-900">{choice.label}</span>
            <span className="block text-xs text-slate-500">{choice.hint}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
