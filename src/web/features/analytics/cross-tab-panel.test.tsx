import { expect, test, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { QuestionItem } from '#shared/survey/survey-schema.ts';
import { renderWithProviders } from '../../test-support/render.tsx';
import { CrossTabPanel, withCrossTabAxis, type CrossTabAxis } from './cross-tab-panel.tsx';
import { ReportProvider } from './report-context.tsx';

const choiceQuestion = (id: string, text: string) =>
  ({
    id,
    text,
    response_type: 'MULTIPLE_CHOICE',
    required: false,
    response_options: { options: [{ id: `${id}-a`, text: 'A' }], allow_other: false, allow_multiple: false },
  }) as unknown as QuestionItem;

// CI caught a cross-tab whose rows were lost: Rows then Columns picked quickly, before the URL with
// the rows had rendered, and the columns' change wrote back the rows it had seen (none). Each
// change now names only its own axis, so the URL keeps both whatever the panel last rendered.
test('rows and columns picked before the panel re-renders both reach the URL', () => {
  const changes: CrossTabAxis[] = [];
  const onChange = vi.fn((axis: CrossTabAxis) => changes.push(axis));
  renderWithProviders(
    <ReportProvider
      value={{
        cacheId: 's',
        reportId: 'r',
        version: 'all',
        filter: '',
        comparison: null,
        participantName: null,
      }}
    >
      {/* The props never change here: like a render that has not caught up with the URL yet. */}
      <CrossTabPanel
        questions={[choiceQuestion('q-plan', 'Plan'), choiceQuestion('q-size', 'Team size')]}
        rows={null}
        columns={null}
        onChange={onChange}
      />
    </ReportProvider>,
  );
  fireEvent.change(screen.getByLabelText('Rows'), { target: { value: 'q-plan' } });
  fireEvent.change(screen.getByLabelText('Columns'), { target: { value: 'q-size' } });
  const url = changes.reduce(withCrossTabAxis, new URLSearchParams('filter=x'));
  expect(url.get('rows')).toBe('q-plan');
  expect(url.get('columns')).toBe('q-size');
  expect(url.get('filter')).toBe('x');
});

test('clearing one axis keeps the other', () => {
  const url = withCrossTabAxis(new URLSearchParams('rows=a&columns=b'), { rows: null });
  expect(url.toString()).toBe('columns=b');
});
