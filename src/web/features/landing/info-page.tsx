import { Fragment, useEffect } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { infoPages } from './info-pages.ts';
import type { InfoSlug } from '#shared/site/info-slugs.ts';

/** One of the footer's secondary pages (/about, /privacy, ...), rendered inside the public layout. */
export function InfoPage({ slug }: { slug: InfoSlug }) {
  const page = infoPages[slug];

  useEffect(() => {
    const previous = document.title;
    document.title = `${page.title} · Pollen`;
    return () => {
      document.title = previous;
    };
  }, [page.title]);

  return (
    <article
      aria-labelledby="info-title"
      className="mx-auto max-w-3xl px-5 pt-10 pb-20 sm:px-8 sm:pt-14 sm:pb-28"
    >
      <Link
        to="/"
        className="-ml-2 inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-950"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Home
      </Link>

      <header className="mt-8">
        <p className="text-brand-700 text-sm font-semibold tracking-wide uppercase">{page.category}</p>
        <h1
          id="info-title"
          className="mt-3 text-4xl font-semibold tracking-tight text-balance text-slate-950 sm:text-5xl"
        >
          {page.title}
        </h1>
        <p className="mt-5 text-lg leading-relaxed text-pretty text-slate-600 sm:text-xl">{page.lead}</p>
      </header>

      <div className="mt-12 space-y-10 border-t border-slate-200 pt-10">
        {page.sections.map((section, index) => {
          const headingId = `info-${slug}-${index}`;
          return (
            <section key={section.heading} aria-labelledby={headingId}>
              <h2 id={headingId} className="text-xl font-semibold tracking-tight text-slate-950">
                {section.heading}
              </h2>
              {section.paragraphs?.map((paragraph) => (
                <p key={paragraph} className="mt-3 leading-7 text-slate-700">
                  <RichText text={paragraph} />
                </p>
              ))}
              {section.items ? (
                <ul className="mt-4 space-y-2.5">
                  {section.items.map((item) => (
                    <li key={item} className="flex gap-3 leading-7 text-slate-700">
                      <span
                        aria-hidden="true"
                        className="bg-brand-600 mt-2.75 size-1.5 shrink-0 rounded-full"
                      />
                      <span>
                        <RichText text={item} />
                      </span>
                    </li>
                  ))}
                </ul>
              ) : null}
              {section.code ? (
                <pre className="mt-4 rounded-xl bg-slate-950 px-5 py-4 text-sm leading-6 break-words whitespace-pre-wrap text-slate-100">
                  <code>{section.code}</code>
                </pre>
              ) : null}
            </section>
          );
        })}
      </div>

      {page.related.length > 0 ? (
        <nav aria-labelledby="info-related" className="mt-16">
          <h2 id="info-related" className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
            Related
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {page.related.map((relatedSlug) => {
              const related = infoPages[relatedSlug];
              return (
                <li key={relatedSlug}>
                  <Link
                    to={`/${relatedSlug}`}
                    className="group hover:border-brand-300 hover:bg-brand-50/40 flex h-full items-start justify-between gap-4 rounded-xl border border-slate-200 p-4 transition-colors"
                  >
                    <span>
                      <span className="block font-semibold text-slate-950">{related.title}</span>
                      <span className="mt-1 block text-sm text-slate-600">{related.lead}</span>
                    </span>
                    <ArrowRight
                      aria-hidden="true"
                      className="group-hover:text-brand-700 mt-1 size-4 shrink-0 text-slate-500 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
                    />
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
    </article>
  );
}

/** Renders `backticked` spans as inline code; the content is plain text, never HTML. */
function RichText({ text }: { text: string }) {
  const parts = text.split(/`([^`]+)`/);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <code
            key={index}
            className="rounded-md bg-slate-100 px-1.5 py-0.5 font-mono text-[0.875em] text-slate-900 ring-1 ring-slate-200"
          >
            {part}
          </code>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
