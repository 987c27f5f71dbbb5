import { describe, expect, test } from 'vitest';
import { chatControlsVisible, pageContextForPath } from './page-context.ts';

describe('page context', () => {
  test.each([
    ['/', { page: 'home' }],
    ['/polls', { page: 'polls' }],
    ['/polls/', { page: 'polls' }],
    ['/create/template', { page: 'test-creation' }],
    ['/create-test', { page: 'test-creation' }],
    ['/analytics/Ab3dE5fG7h', { page: 'test-results', projectId: 'Ab3dE5fG7h' }],
    ['/test-results', { page: 'test-results' }],
    ['/edit-test', { page: 'test-editing' }],
    ['/surveys/abc/edit', { page: 'test-editing', projectId: 'abc' }],
    ['/t/xyz', { page: 'test-taking' }],
    ['/chat/123', { page: 'chat' }],
  ])('%s', (path, context) => {
    expect(pageContextForPath(path)).toEqual(context);
  });

  test('the analytics page carries its version filter, so the assistant reads the numbers shown', () => {
    expect(pageContextForPath('/analytics/Ab3dE5fG7h', '?version=2')).toEqual({
      page: 'test-results',
      projectId: 'Ab3dE5fG7h',
      version: 2,
    });
    for (const search of ['', '?version=all', '?version=0', '?version=1.5', '?version=-3', '?tab=x'])
      expect(pageContextForPath('/analytics/Ab3dE5fG7h', search)).toEqual({
        page: 'test-results',
        projectId: 'Ab3dE5fG7h',
      });
  });

  test('chat controls are hidden on / and on respondent pages only', () => {
    expect(chatControlsVisible('/')).toBe(false);
    expect(chatControlsVisible('/t/abc')).toBe(false);
    expect(chatControlsVisible('/test/abc')).toBe(false);
    expect(chatControlsVisible('/polls')).toBe(true);
    expect(chatControlsVisible('/analytics/abc')).toBe(true);
  });
});
