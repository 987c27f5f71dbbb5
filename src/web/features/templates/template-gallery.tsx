import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { FileText, Gauge, MessageSquareHeart, SplitSquareHorizontal, type LucideIcon } from 'lucide-react';
import { toast } from '../../lib/toast.ts';
import { surveyTemplates, type TemplateId } from '#shared/templates/survey-templates.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { createSurvey } from '../../lib/survey-api.ts';
import { surveyQueryKeys } from '../../lib/query-keys.ts';

const icons: Record<TemplateId, LucideIcon> = {
  blank: FileText,
  'concept-test': SplitSquareHorizontal,
  'product-feedback': MessageSquareHeart,
  nps: Gauge,
};

/** Starter templates; choosing one creates a real survey and opens it in the editor. */
export function TemplateGallery() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (id: TemplateId) =>
      createSurvey(surveyTemplates.find((template) => template.id === id)?.document),
    onSuccess: async (survey) => {
      queryClient.setQueryData(surveyQueryKeys.detail(survey.id), survey);
      await queryClient.invalidateQueries({ queryKey: surveyQueryKeys.all, exact: true });
      await navigate(`/surveys/${survey.id}/edit`);
    },
    onError: (error) => toast.error(error.message || 'Could not create the survey. Please try again.'),
  });

  return (
    <ul className="grid gap-5 sm:grid-cols-2">
      {surveyTemplates.map((template) => {
        const Icon = icons[template.id];
        const pending = create.isPending && create.variables === template.id;
        return (
          <li key={template.id}>
            <button
              type="button"
              disabled={create.isPending}
              onClick={() => create.mutate(template.id)}
              className="group hover:ring-brand-300 flex h-full w-full flex-col rounded-2xl bg-white p-6 text-left shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md disabled:cursor-wait disabled:opacity-70 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
            >
              <span className="bg-brand-50 text-brand-700 group-hover:bg-brand-100 flex size-11 items-center justify-center rounded-xl">
                {pending ? (
                  <Spinner className="size-5" label="Creating survey" />
                ) : (
                  <Icon aria-hidden="true" className="size-5" />
                )}
              </span>
              <span className="mt-4 text-base font-semibold text-slate-900">{template.name}</span>
              <span className="mt-1 text-sm leading-6 text-slate-600">{template.summary}</span>
              <span className="mt-4 flex flex-wrap gap-1.5">
                {template.highlights.map((highlight) => (
                  <span
                    key={highlight}
                    className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700"
                  >
                    {highlight}
                  </span>
                ))}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
