import type { ReactNode } from 'react';

// A deliberately tiny formatter for the assistant's replies: paragraphs, "- " bullet lists and
// **bold**. Everything else is plain text; React escapes it, nothing is parsed as HTML.

export type TextBlock = { kind: 'paragraph'; lines: string[] } | { kind: 'list'; items: string[] };

const BULLET = /^\s*[-*•]\s+/;

/** Splits text into paragraphs (blank-line separated, single breaks kept) and bullet lists. */
export function parseBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let current: TextBlock | null = null;
  for (const rawLine of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trimEnd();
    if (!line.trim()) {
      current = null;
      continue;
    }
    if (BULLET.test(line)) {
      const item = line.replace(BULLET, '');
      if (current?.kind === 'list') current.items.push(item);
      else {
        current = { kind: 'list', items: [item] };
        blocks.push(current);
      }
      continue;
    }
    if (current?.kind === 'paragraph') current.lines.push(line);
    else {
      current = { kind: 'paragraph', lines: [line] };
      blocks.push(current);
    }
  }
  return blocks;
}

/** **bold** runs as <strong>; an unmatched ** stays as typed. */
export function renderInline(text: string): ReactNode[] {
  const parts = text.split(/(\*\*[^*\n]+?\*\*)/g);
  return parts
    .filter((part) => part !== '')
    .map((part, index) =>
      part.length > 4 && part.startsWith('**') && part.endsWith('**') ? (
        <strong key={index} className="font-semibold text-slate-900">
          {part.slice(2, -2)}
        </strong>
      ) : (
        part
      ),
    );
}

/**
 * Text still streaming in, as it will read once complete: a **bold** run whose closing marker has
 * not arrived yet is closed for now, and a half-arrived marker (a lone trailing "*", a bullet with
 * no words yet) waits, so raw markup never flashes up while the answer arrives.
 */
export function settleStreamingText(text: string): string {
  let settled = text.replace(/(^|\n)[ \t]*[-*•][ \t]*$/, '$1');
  // The first "*" of a "**" that opens or closes a bold run.
  if (/(^|[^*])\*$/.test(settled)) settled = settled.slice(0, -1);
  const markers = settled.match(/\*\*/g)?.length ?? 0;
  if (markers % 2 === 1) {
    const open = settled.lastIndexOf('**');
    const rest = settled.slice(open + 2);
    // Nothing bold has arrived yet, or the run crossed a line: wait for its words and its end.
    settled = rest.trim() === '' || rest.includes('\n') ? settled.slice(0, open) + rest : `${settled}**`;
  }
  return settled;
}

export function FormattedText({ text, streaming = false }: { text: string; streaming?: boolean }) {
  const blocks = parseBlocks(streaming ? settleStreamingText(text) : text);
  return (
    <div className="space-y-2.5 break-words">
      {blocks.map((block, index) =>
        block.kind === 'list' ? (
          <ul key={index} className="list-disc space-y-1 pl-5 marker:text-slate-400">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{renderInline(item)}</li>
            ))}
          </ul>
        ) : (
          <p key={index}>
            {block.lines.map((line, lineIndex) => (
              <span key={lineIndex}>
                {lineIndex > 0 ? <br /> : null}
                {renderInline(line)}
              </span>
            ))}
          </p>
        ),
      )}
    </div>
  );
}
