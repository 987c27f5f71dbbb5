import { z } from 'zod';

const booleanString = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((value) => value === 'true' || value === '1');

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/**
 * EMBED_ALLOWED_ORIGINS: `*` (any site may frame the embed route) or a comma-separated list of
 * origins (`https://www.example.com,https://blog.example.com`), the CSP frame-ancestors sources.
 */
const embedOrigins = z
  .string()
  .default('*')
  .transform((value, ctx) => {
    const items = value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    if (items.length === 0 || (items.length === 1 && items[0] === '*')) return ['*'];
    for (const item of items) {
      let origin: string | null = null;
      try {
        origin = new URL(item).origin;
      } catch {
        // reported below
      }
      if (origin === null || origin === 'null' || origin !== item.replace(/\/$/, '')) {
        ctx.addIssue({ code: 'custom', message: `"${item}" is not an origin like https://www.example.com` });
        return z.NEVER;
      }
    }
    return items.map((item) => new URL(item).origin);
  });

const optionalUrl = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url('must be a URL').optional());

/** Every environment variable Pollen reads, with its default. Nothing else reads process.env. */
const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    PUBLIC_URL: optionalUrl,
    AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    REQUIRE_EMAIL_CONFIRMATION: booleanString.default(false),
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
    TRUST_PROXY: booleanString.default(false),
    SUBMISSION_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
    VOICE_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
    /** Recordings one author may have transcribed (voice input in the chat and editor) per 10 minutes. */
    VOICE_INPUT_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
    VOICE_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(10 * 1024 * 1024),
    /** Days a removed file's bytes are kept so the author can undo the removal (docs/decisions/016). */
    REMOVED_FILE_KEEP_DAYS: z.coerce.number().int().min(0).default(7),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_FROM: z.string().default('Pollen <no-reply@pollen.local>'),
    S3_ENDPOINT: optionalUrl,
    S3_BUCKET: optionalString,
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    /** Messages one author may send to a connected AI model per minute (undo in words is free). */
    ASSISTANT_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
    /** Requests one personal API token may make per minute (docs/api.md). */
    API_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(120),
    LLM_PROVIDER: z.enum(['offline', 'openai', 'anthropic', 'openai-compatible']).default('offline'),
    LLM_MODEL: optionalString,
    LLM_BASE_URL: optionalUrl,
    OPENAI_API_KEY: optionalString,
    ANTHROPIC_API_KEY: optionalString,
    TRANSCRIPTION_BASE_URL: optionalUrl,
    TRANSCRIPTION_MODEL: z.string().default('whisper-1'),
    LINK_PREVIEW_ALLOW_PRIVATE: booleanString.default(false),
    /** Tests only: webhook endpoints on loopback or private addresses are accepted and called. */
    WEBHOOK_ALLOW_PRIVATE_TARGETS: booleanString.default(false),
    /** Sites that may frame the embed route (/t/{id}/embed); every other page may not be framed. */
    EMBED_ALLOWED_ORIGINS: embedOrigins,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when S3_BUCKET is set',
      });
    }
    if (env.LLM_PROVIDER === 'openai' && !env.OPENAI_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['OPENAI_API_KEY'],
        message: 'is required when LLM_PROVIDER=openai',
      });
    }
    if (env.LLM_PROVIDER === 'anthropic' && !env.ANTHROPIC_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['ANTHROPIC_API_KEY'],
        message: 'is required when LLM_PROVIDER=anthropic',
      });
    }
    if (env.LLM_PROVIDER === 'openai-compatible' && !env.LLM_BASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['LLM_BASE_URL'],
        message: 'is required when LLM_PROVIDER=openai-compatible',
      });
    }
  });

export type Config = z.infer<typeof configSchema> & { PUBLIC_URL: string };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  }
}

/** Reads and validates the environment; throws ConfigError with one line per bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = issue.path.join('.') || '(environment)';
      return `${name}: ${issue.message} (got ${JSON.stringify(env[name] ?? null)})`;
    });
    throw new ConfigError(problems);
  }
  const config = result.data;
  return {
    ...config,
    PUBLIC_URL: stripTrailingSlash(config.PUBLIC_URL ?? `http://localhost:${config.PORT}`),
  };
}

function stripTrailingSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url;
}
