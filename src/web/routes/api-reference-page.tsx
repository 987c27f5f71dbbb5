import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Alert } from '../components/ui/alert.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { apiFetch } from '../lib/api-fetch.ts';

// The public API's reference (issue 19 point 2): rendered from /api/openapi.json, the document the
// server generates from the routes' own schemas, so this page never drifts from the API. Rendered
// by Pollen itself: the CSP allows no remote scripts, so no hosted viewer.

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  description?: string;
  format?: string;
  default?: unknown;
  example?: unknown;
  minimum?: number;
  maximum?: number;
};
type Parameter = { name: string; in: string; required?: boolean; description?: string; schema?: JsonSchema };
type Operation = {
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  responses: Record<string, { description: string; content?: Record<string, { schema?: JsonSchema }> }>;
};

// Read loosely: the page shows what it finds and never fails on an extra field.
const documentSchema = z.looseObject({
  info: z.looseObject({ title: z.string(), version: z.string(), description: z.string().optional() }),
  servers: z.array(z.looseObject({ url: z.string() })).optional(),
  tags: z.array(z.looseObject({ name: z.string(), description: z.string().optional() })).optional(),
  paths: z.record(z.string(), z.record(z.string(), z.custom<Operation>())),
  components: z
    .looseObject({
      schemas: z.record(z.string(), z.custom<JsonSchema>()).optional(),
      securitySchemes: z.record(z.string(), z.looseObject({ description: z.string().optional() })).optional(),
    })
    .optional(),
});
type OpenApiDocument = z.infer<typeof documentSchema>;

const refName = (ref: string) => ref.split('/').at(-1) ?? ref;

/** A schema in a few words: `Survey`, `string (date-time)`, `array of Response`, `"all" | integer`. */
export function describeSchema(schema: JsonSchema | undefined): string {
  if (!schema) return 'any';
  if (schema.$ref) return refName(schema.$ref);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map(describeSchema).join(' | ');
  if (schema.type === 'array') return `array of ${describeSchema(schema.items)}`;
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'object');
  return schema.format ? `${type} (${schema.format})` : type;
}

/** The document's descriptions mark code with backticks, as Markdown does. */
function Prose({ text }: { text: string | undefined }) {
  if (!text) return null;
  return text.split('`').map((part, index) =>
    index % 2 === 1 ? (
      <code key={index} className="rounded bg-slate-100 px-1 font-mono text-[0.85em]">
        {part}
      </code>
    ) : (
      part
    ),
  );
}

const methodTone: Record<string, string> = {
  get: 'bg-sky-100 text-sky-800',
  post: 'bg-emerald-100 text-emerald-800',
  delete: 'bg-red-100 text-red-800',
};

const anchorOf = (method: string, path: string) =>
  `${method}-${path.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;

export function ApiReferencePage() {
  const document = useQuery({
    queryKey: ['openapi-document'],
    queryFn: ({ signal }) => apiFetch('/api/openapi.json', documentSchema, { signal }),
    staleTime: Infinity,
  });
  if (document.isError) return <Alert tone="error">{document.error.message}</Alert>;
  if (!document.data)
    return (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    );
  return <Reference document={document.data} />;
}

function Reference({ document }: { document: OpenApiDocument }) {
  const server = document.servers?.[0]?.url ?? window.location.origin;
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
  const tags = document.tags ?? [{ name: 'API' }];
  const auth = Object.values(document.components?.securitySchemes ?? {})[0];
  return (
    <div className="w-full max-w-4xl space-y-8">
      <header>
        <p className="text-brand-700 text-sm font-medium">API reference · version {document.info.version}</p>
        <h1 className="mt-1 text-3xl font-semibold tracking-tight text-slate-900">{document.info.title}</h1>
        {document.info.description ? (
          <p className="mt-2 text-slate-600">
            <Prose text={document.info.description} />
          </p>
        ) : null}
        <p className="mt-2 text-sm text-slate-600">
          Machine-readable:{' '}
          <a href="/api/openapi.json" className="text-brand-700 font-medium hover:underline">
            /api/openapi.json
          </a>{' '}
          (OpenAPI 3.1)
        </p>
      </header>

      <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200" aria-labelledby="auth">
        <h2 id="auth" className="text-lg font-semibold text-slate-900">
          Authentication
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          <Prose text={auth?.description} />
        </p>
        <p className="mt-2 text-sm text-slate-700">
          Send it in the <code className="rounded bg-slate-100 px-1">Authorization</code> header. Errors
          answer <code className="rounded bg-slate-100 px-1">{'{ "error": { "code", "message" } }'}</code>; a
          revoked or unknown token gets 401, a used-up rate limit 429 with{' '}
          <code className="rounded bg-slate-100 px-1">Retry-After</code>.
        </p>
        <pre className="mt-3 overflow-x-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100">
          {`curl -H "Authorization: Bearer pln_…" ${server}/api/v1/surveys`}
        </pre>
      </section>

      <nav aria-label="Routes" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 className="text-lg font-semibold text-slate-900">Routes</h2>
        <ul className="mt-3 space-y-1.5">
          {operations.map(({ path, method, operation }) => (
            <li key={`${method} ${path}`} className="flex flex-wrap items-baseline gap-2 text-sm">
              <MethodBadge method={method} />
              <a href={`#${anchorOf(method, path)}`} className="font-mono text-slate-900 hover:underline">
                {path}
              </a>
              <span className="text-slate-500">{operation.summary}</span>
            </li>
          ))}
        </ul>
      </nav>

      {tags.map((tag) => {
        const inTag = operations.filter(({ operation }) => (operation.tags?.[0] ?? 'API') === tag.name);
        if (inTag.length === 0) return null;
        return (
          <section key={tag.name} aria-labelledby={`tag-${tag.name}`} className="space-y-4">
            <div>
              <h2 id={`tag-${tag.name}`} className="text-xl font-semibold text-slate-900">
                {tag.name}
              </h2>
              {tag.description ? <p className="text-sm text-slate-600">{tag.description}</p> : null}
            </div>
            {inTag.map(({ path, method, operation }) => (
              <OperationCard
                key={`${method} ${path}`}
                path={path}
                method={method}
                operation={operation}
                server={server}
              />
            ))}
          </section>
        );
      })}

      <section aria-labelledby="schemas" className="space-y-4">
        <h2 id="schemas" className="text-xl font-semibold text-slate-900">
          Schemas
        </h2>
        {Object.entries(document.components?.schemas ?? {}).map(([name, schema]) => (
          <SchemaCard key={name} name={name} schema={schema} />
        ))}
      </section>
    </div>
  );
}

function MethodBadge({ method }: { method: string }) {
  return (
    <span
      className={`inline-block w-14 shrink-0 rounded-md px-1.5 py-0.5 text-center font-mono text-xs font-semibold uppercase ${methodTone[method] ?? 'bg-slate-100 text-slate-800'}`}
    >
      {method}
    </span>
  );
}

function OperationCard({
  path,
  method,
  operation,
  server,
}: {
  path: string;
  method: string;
  operation: Operation;
  server: string;
}) {
  const parameters = operation.parameters ?? [];
  const example = `curl${method === 'get' ? '' : ` -X ${method.toUpperCase()}`} -H "Authorization: Bearer pln_…" "${server}${path.replace('{id}', '3f1c0d5e-8a2b-4c6d-9e7f-0a1b2c3d4e5f').replace('{version}', '1')}"`;
  return (
    <article
      id={anchorOf(method, path)}
      className="scroll-mt-20 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h3 className="flex flex-wrap items-baseline gap-2">
        <MethodBadge method={method} />
        <span className="font-mono text-sm break-all text-slate-900">{path}</span>
      </h3>
      <p className="mt-2 font-medium text-slate-900">{operation.summary}</p>
      {operation.description ? (
        <p className="mt-1 text-sm text-slate-600">
          <Prose text={operation.description} />
        </p>
      ) : null}
      {parameters.length > 0 ? (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="mb-1 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase">
              Parameters
            </caption>
            <thead className="text-xs text-slate-500">
              <tr>
                <th className="py-1 pr-3 font-medium">Name</th>
                <th className="py-1 pr-3 font-medium">In</th>
                <th className="py-1 pr-3 font-medium">Type</th>
                <th className="py-1 font-medium">Description</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {parameters.map((parameter) => (
                <tr key={`${parameter.in}-${parameter.name}`}>
                  <td className="py-1.5 pr-3 font-mono text-xs text-slate-900">
                    {parameter.name}
                    {parameter.required ? <span className="text-red-600"> *</span> : null}
                  </td>
                  <td className="py-1.5 pr-3 text-slate-600">{parameter.in}</td>
                  <td className="py-1.5 pr-3 font-mono text-xs text-slate-700">
                    {describeSchema(parameter.schema)}
                    {parameter.schema?.default !== undefined
                      ? ` = ${JSON.stringify(parameter.schema.default)}`
                      : ''}
                  </td>
                  <td className="py-1.5 text-slate-600">
                    <Prose text={parameter.description ?? parameter.schema?.description} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <div className="mt-4">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Responses</p>
        <ul className="mt-1 space-y-1 text-sm">
          {Object.entries(operation.responses).map(([status, response]) => {
            const [type, content] = Object.entries(response.content ?? {})[0] ?? [];
            return (
              <li key={status} className="flex flex-wrap gap-2">
                <span
                  className={`font-mono font-semibold ${status.startsWith('2') ? 'text-emerald-700' : 'text-slate-700'}`}
                >
                  {status}
                </span>
                <span className="text-slate-700">
                  <Prose text={response.description} />
                </span>
                {type ? (
                  <span className="font-mono text-xs text-slate-500">
                    {type}: {describeSchema(content?.schema)}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
      <pre className="mt-4 overflow-x-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100">{example}</pre>
    </article>
  );
}

function SchemaCard({ name, schema }: { name: string; schema: JsonSchema }) {
  const properties = Object.entries(schema.properties ?? {});
  return (
    <article id={`schema-${name}`} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h3 className="font-mono text-sm font-semibold text-slate-900">{name}</h3>
      {schema.description ? <p className="mt-1 text-sm text-slate-600">{schema.description}</p> : null}
      {properties.length > 0 ? (
        <ul className="mt-2 space-y-1 text-sm">
          {properties.map(([property, value]) => (
            <li key={property} className="flex flex-wrap gap-2">
              <span className="font-mono text-xs text-slate-900">
                {property}
                {schema.required?.includes(property) ? '' : '?'}
              </span>
              <span className="font-mono text-xs text-slate-500">{describeSchema(value)}</span>
              {value.description ? (
                <span className="text-slate-600">
                  <Prose text={value.description} />
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 font-mono text-xs text-slate-500">{describeSchema(schema)}</p>
      )}
      {schema.example !== undefined ? (
        <pre className="mt-3 overflow-x-auto rounded-lg bg-slate-50 p-3 text-xs text-slate-800">
          {JSON.stringify(schema.example, null, 2)}
        </pre>
      ) : null}
    </article>
  );
}
