import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { cn } from '../lib/cn.ts';

/**
 * The sidebar's right edge as a window splitter (WAI-ARIA "separator", focusable): drag it with
 * the pointer, or focus it and use ArrowLeft / ArrowRight (`step` px), Home (min) and End (max).
 * A double click puts the default width back.
 */
export function SidebarResizeHandle({
  value,
  min,
  max,
  defaultValue,
  step,
  onChange,
  onDraggingChange,
  className,
}: {
  value: number;
  min: number;
  max: number;
  defaultValue: number;
  step: number;
  onChange: (value: number) => void;
  onDraggingChange?: (dragging: boolean) => void;
  className?: string;
}) {
  const drag = useRef<{ pointerId: number; startX: number; startValue: number } | null>(null);
  const [dragging, setDragging] = useState(false);

  // While dragging, the whole page shows the resize cursor and no text gets selected.
  useEffect(() => {
    if (!dragging) return;
    const { cursor, userSelect } = document.body.style;
    document.body.style.cursor = 'col-resize';
    document.body.style.userSelect = 'none';
    return () => {
      document.body.style.cursor = cursor;
      document.body.style.userSelect = userSelect;
    };
  }, [dragging]);

  const setDraggingState = (next: boolean) => {
    setDragging(next);
    onDraggingChange?.(next);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    const target = event.currentTarget;
    // Capture keeps the moves coming when the pointer outruns the thin handle or leaves the window.
    if (typeof target.setPointerCapture === 'function') target.setPointerCapture(event.pointerId);
    target.focus();
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startValue: value };
    setDraggingState(true);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    onChange(current.startValue + (event.clientX - current.startX));
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    const target = event.currentTarget;
    if (typeof target.hasPointerCapture === 'function' && target.hasPointerCapture(event.pointerId)) {
      target.releasePointerCapture(event.pointerId);
    }
    setDraggingState(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = {
      ArrowLeft: value - step,
      ArrowRight: value + step,
      Home: min,
      End: max,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onChange(Math.min(max, Math.max(min, next)));
  };

  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label="Resize sidebar"
      aria-valuenow={value}
      aria-valuemin={min}
      aria-valuemax={max}
      tabIndex={0}
      data-dragging={dragging || undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onLostPointerCapture={endDrag}
      onKeyDown={onKeyDown}
      onDoubleClick={() => onChange(defaultValue)}
      className={cn(
        'group absolute inset-y-0 -right-1.5 z-10 flex w-3 cursor-col-resize touch-none justify-center outline-none select-none',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'group-hover:bg-brand-300 group-focus-visible:bg-brand-500 h-full w-0.5 bg-transparent transition-colors',
          dragging && 'bg-brand-500',
        )}
      />
    </div>
  );
}
