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

export function FormattedText({ text }: { text: string }) {
  const blocks = parseBlocks(text);
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
