import { expect, test } from 'vitest';
import { surveyReportSchema } from './report-schemas.ts';

function reportWithBlocks(content_blocks: unknown[]) {
  return {
    survey: {
      id: 'svy_1',
      title: 'Snacks',
      description: '',
      created_at: '2025-03-04T12:00:00Z',
      status: 'active',
      share_id: 'abc123XYZ0',
      is_public: true,
    },
    totalResponses: 0,
    participants: 0,
    generated_at: '2025-03-06T12:00:00Z',
    pages: [{ id: 'p1', page_type: 'STANDARD', title: '', description: '', position: 0, content_blocks }],
  };
}

test('a block of an unknown type, or a missing one, is passed on for the page to name', () => {
  const parsed = surveyReportSchema.safeParse(
    reportWithBlocks([{ id: 'b3', type: 'POLL', position: 2, items: [], extra: 1 }, null]),
  );
  expect(parsed.success).toBe(true);
  expect(parsed.data?.pages[0]?.content_blocks).toEqual([
    { id: 'b3', type: 'POLL', position: 2, items: [], extra: 1 },
    null,
  ]);
});

test('a known block type that breaks its shape is still refused', () => {
  const broken = { id: 'b1', type: 'QUESTION_SET', position: 0, items: [{ id: 'q1' }] };
  expect(surveyReportSchema.safeParse(reportWithBlocks([broken])).success).toBe(false);
  expect(surveyReportSchema.safeParse(reportWithBlocks([{ id: 'b2', type: 'MEDIA_SET' }])).success).toBe(
    false,
  );
  expect(surveyReportSchema.safeParse(reportWithBlocks([{ id: 'b4', position: 0 }])).success).toBe(false);
});
