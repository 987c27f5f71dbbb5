// Respondent-facing copy. Strings quoted by the spec (respondent §2, §5, §8) are exact.

export const UNKNOWN_ERROR = 'An unknown error occurred.';
export const NO_CONTENT = 'This survey has no content or is configured incorrectly.';
export const UNAVAILABLE_TITLE = "This survey isn't available";
export const UNAVAILABLE_TEXT =
  'The link may be mistyped, or its owner has not published the survey or has made it private.';
export const LOAD_FAILED_TITLE = 'We couldn’t load this survey';
export const NETWORK_ERROR = 'Could not reach Pollen. Check your connection and try again.';

export const FEEDBACK_NEEDED = 'FEEDBACK NEEDED';
export const DEFAULT_TEXT_PLACEHOLDER = 'Type your feedback here...';
export const NO_OPTIONS = 'No options available for this question.';
export const MEDIA_NOT_AVAILABLE = 'Media content not available';
export const VIDEO_NOT_SUPPORTED = 'Your browser does not support the video tag.';

export const submissionFailed = (message: string) => `Submission failed: ${message}`;

// While answers are being sent (issue 14): they are kept on the device until Pollen confirms.
export const OFFLINE_SAVED =
  "You're offline. Your answers are saved on this device and will be sent when you're back online.";
export const STILL_TRYING = 'Still trying to send your answers…';
export const STILL_TRYING_DETAIL = 'They are saved on this device; keep this page open.';
export const RETRY_NOW = 'Retry now';
export const ALREADY_SENT_TITLE = 'Your answers were already sent';
export const ALREADY_SENT_TEXT =
  'We received the answers you sent first, before they were changed. A response can’t be changed once it is sent, so those answers are final.';

export { MIC_DENIED, MIC_NOT_FOUND, START_FAILED, VOICE_NOT_SUPPORTED } from '../../lib/voice/voice-copy.ts';
export const UPLOAD_FAILED = 'Failed to upload voice recording';
export const PLAY_FAILED = 'Failed to play audio';
// Shown under a saved note that has no transcript (none is made, or making it failed): what
// happens to the note, rather than how it was processed.
export const VOICE_NOTE_SAVED_DETAIL = 'It will be sent with your answers.';

/** The cue above the options of a question that takes several answers. */
export const CHOOSE_ALL_THAT_APPLY = 'Choose all that apply';
