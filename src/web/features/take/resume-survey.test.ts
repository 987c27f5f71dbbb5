import { afterEach, expect, test, vi } from 'vitest';
import { fetchSurveyToResume } from './resume-survey.ts';
import { uploadVoiceNote } from './take-api.ts';
import { findResumableVersion, freshProgress, progressStorageKey, saveProgress } from './take-progress.ts';
import { SHARE_ID, fakeApi, publicSurvey, surveyDocument, textQuestion } from './take-test-support.ts';

afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

const v1 = surveyDocument([textQuestion('q1', 'Version one?')]);
const v2 = surveyDocument([textQuestion('q2', 'Version two?')]);

function keepProgress(version: number) {
  saveProgress(window.localStorage, progressStorageKey(SHARE_ID, version), {
    ...freshProgress(),
    stepIndex: 1,
    answers: { q1: { text_value: 'Half way' } },
  });
}

test('the newest older version with kept progress is the one to resume', () => {
  expect(findResumableVersion(window.localStorage, SHARE_ID, 3)).toBeNull();
  keepProgress(1);
  keepProgress(2);
  keepProgress(3);
  window.localStorage.setItem(progressStorageKey(SHARE_ID, 4), 'not json');
  expect(findResumableVersion(window.localStorage, SHARE_ID, 3)).toBe(2);
  expect(findResumableVersion(window.localStorage, SHARE_ID, 2)).toBe(1);
  expect(findResumableVersion(window.localStorage, 'other-share', 3)).toBeNull();
  expect(findResumableVersion(null, SHARE_ID, 3)).toBeNull();
});

test('a respondent who started version 1 gets version 1 back after version 2 is published', async () => {
  keepProgress(1);
  const { fetchMock, calls } = fakeApi({ ...publicSurvey(v2, 2) }, (call) =>
    call.search === '?version=1'
      ? { status: 200, body: { ...publicSurvey(v1, 1), latest_version: 2 } }
      : undefined,
  );
  vi.stubGlobal('fetch', fetchMock);
  const survey = await fetchSurveyToResume(SHARE_ID);
  expect(survey).toMatchObject({ published_version: 1, latest_version: 2 });
  expect(calls.map((call) => call.search)).toEqual(['', '?version=1']);
});

test('without kept progress, or when the older version is gone, the live version is shown', async () => {
  const { fetchMock } = fakeApi(publicSurvey(v2, 2), (call) =>
    call.search === '?version=1'
      ? { status: 404, body: { error: { code: 'not_found', message: 'Gone' } } }
      : undefined,
  );
  vi.stubGlobal('fetch', fetchMock);
  expect((await fetchSurveyToResume(SHARE_ID)).published_version).toBe(2);
  keepProgress(1);
  expect((await fetchSurveyToResume(SHARE_ID)).published_version).toBe(2);
});

test('a voice note names the version answered, so a question a newer version removed still takes notes', async () => {
  const { fetchMock, calls } = fakeApi(publicSurvey(v2, 2), (call) =>
    call.path.endsWith('/voice')
      ? { status: 201, body: { id: 'voice-1', transcription_status: 'none', transcription: null } }
      : undefined,
  );
  vi.stubGlobal('fetch', fetchMock);
  const audio = new Blob(['x'], { type: 'audio/webm' });
  await uploadVoiceNote(SHARE_ID, { questionId: 'q1', version: 1, durationSeconds: 1, audio });
  await uploadVoiceNote(SHARE_ID, { questionId: 'q1', durationSeconds: 1, audio });
  expect(calls.map((call) => new URLSearchParams(call.search).get('version'))).toEqual(['1', null]);
});
