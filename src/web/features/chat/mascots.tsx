import { useId } from 'react';
import { cn } from '../../lib/cn.ts';

// Pollen's mascots, drawn for the chat's welcome screen: a bee with a clipboard (she writes the
// surveys) and a flower holding a chart (it reads the results). Plain inline SVG, no downloads.

interface MascotProps {
  className?: string;
  /** Text alternative; without it the drawing is decorative and hidden from assistive tech. */
  title?: string;
}

function a11y(title: string | undefined, titleId: string) {
  return title
    ? ({ role: 'img', 'aria-labelledby': titleId } as const)
    : ({ 'aria-hidden': true, focusable: false } as const);
}

export function BeeMascot({ className, title }: MascotProps) {
  const titleId = useId();
  return (
    <svg viewBox="0 0 160 160" className={cn('h-auto', className)} {...a11y(title, titleId)}>
      {title ? <title id={titleId}>{title}</title> : null}
      {/* shadow */}
      <ellipse cx="80" cy="148" rx="42" ry="6" fill="#0f172a" opacity="0.08" />
      {/* wings */}
      <ellipse
        cx="58"
        cy="46"
        rx="20"
        ry="28"
        fill="#e0e7ff"
        stroke="#a5b4fc"
        strokeWidth="2"
        transform="rotate(-25 58 46)"
      />
      <ellipse
        cx="100"
        cy="44"
        rx="20"
        ry="28"
        fill="#e0e7ff"
        stroke="#a5b4fc"
        strokeWidth="2"
        transform="rotate(25 100 44)"
      />
      {/* body */}
      <ellipse cx="80" cy="98" rx="38" ry="42" fill="#fbbf24" />
      <path d="M44 86 Q80 76 116 86 L117 98 Q80 88 43 98 Z" fill="#1e293b" />
      <path d="M44 112 Q80 102 116 112 L112 124 Q80 114 48 124 Z" fill="#1e293b" />
      {/* stinger */}
      <path d="M76 138 L80 150 L84 138 Z" fill="#1e293b" />
      {/* head */}
      <circle cx="80" cy="56" r="26" fill="#fcd34d" />
      {/* antennae */}
      <path d="M70 33 Q62 16 52 14" fill="none" stroke="#1e293b" strokeWidth="3" strokeLinecap="round" />
      <path d="M90 33 Q98 16 108 14" fill="none" stroke="#1e293b" strokeWidth="3" strokeLinecap="round" />
      <circle cx="52" cy="14" r="4.5" fill="#1e293b" />
      <circle cx="108" cy="14" r="4.5" fill="#1e293b" />
      {/* face */}
      <circle cx="71" cy="54" r="4.5" fill="#1e293b" />
      <circle cx="89" cy="54" r="4.5" fill="#1e293b" />
      <circle cx="72.5" cy="52.5" r="1.5" fill="#fff" />
      <circle cx="90.5" cy="52.5" r="1.5" fill="#fff" />
      <circle cx="64" cy="63" r="4" fill="#fb7185" opacity="0.45" />
      <circle cx="96" cy="63" r="4" fill="#fb7185" opacity="0.45" />
      <path d="M73 65 Q80 71 87 65" fill="none" stroke="#1e293b" strokeWidth="2.5" strokeLinecap="round" />
      {/* clipboard */}
      <g transform="rotate(-8 108 104)">
        <rect x="88" y="78" width="44" height="56" rx="5" fill="#b45309" />
        <rect x="93" y="85" width="34" height="45" rx="2" fill="#fff" />
        <rect x="101" y="74" width="18" height="9" rx="3" fill="#64748b" />
        <path
          d="M97 95 l3 3 l5 -6"
          fill="none"
          stroke="#4f46e5"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="108" y="93" width="15" height="3" rx="1.5" fill="#cbd5e1" />
        <path
          d="M97 107 l3 3 l5 -6"
          fill="none"
          stroke="#4f46e5"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="108" y="105" width="15" height="3" rx="1.5" fill="#cbd5e1" />
        <rect x="97" y="117" width="5" height="5" rx="1" fill="none" stroke="#94a3b8" strokeWidth="1.5" />
        <rect x="108" y="118" width="12" height="3" rx="1.5" fill="#cbd5e1" />
      </g>
      {/* arm holding the clipboard */}
      <path d="M104 96 Q96 104 92 110" fill="none" stroke="#1e293b" strokeWidth="4" strokeLinecap="round" />
      <path d="M50 100 Q40 106 40 116" fill="none" stroke="#1e293b" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

export function FlowerMascot({ className, title }: MascotProps) {
  const titleId = useId();
  const petals = Array.from({ length: 8 }, (_, index) => index * 45);
  return (
    <svg viewBox="0 0 160 160" className={cn('h-auto', className)} {...a11y(title, titleId)}>
      {title ? <title id={titleId}>{title}</title> : null}
      <ellipse cx="80" cy="148" rx="38" ry="6" fill="#0f172a" opacity="0.08" />
      {/* pot */}
      <path d="M56 124 L104 124 L98 150 L62 150 Z" fill="#c2410c" />
      <rect x="52" y="118" width="56" height="10" rx="3" fill="#ea580c" />
      {/* stem and leaf arms */}
      <path d="M80 118 L80 76" stroke="#16a34a" strokeWidth="6" strokeLinecap="round" />
      <path d="M80 104 Q62 98 50 84" fill="none" stroke="#16a34a" strokeWidth="5" strokeLinecap="round" />
      <ellipse cx="48" cy="82" rx="7" ry="5" fill="#22c55e" transform="rotate(-30 48 82)" />
      <path d="M80 98 Q98 96 110 88" fill="none" stroke="#16a34a" strokeWidth="5" strokeLinecap="round" />
      {/* petals */}
      <g transform="translate(80 52)">
        {petals.map((angle) => (
          <ellipse
            key={angle}
            cx="0"
            cy="-25"
            rx="11"
            ry="17"
            fill={angle % 90 === 0 ? '#818cf8' : '#a5b4fc'}
            transform={`rotate(${angle})`}
          />
        ))}
        <circle r="20" fill="#fcd34d" />
        {/* face */}
        <circle cx="-7" cy="-3" r="3.5" fill="#1e293b" />
        <circle cx="7" cy="-3" r="3.5" fill="#1e293b" />
        <circle cx="-5.8" cy="-4.2" r="1.2" fill="#fff" />
        <circle cx="8.2" cy="-4.2" r="1.2" fill="#fff" />
        <circle cx="-12" cy="4" r="3" fill="#fb7185" opacity="0.45" />
        <circle cx="12" cy="4" r="3" fill="#fb7185" opacity="0.45" />
        <path d="M-6 6 Q0 11 6 6" fill="none" stroke="#1e293b" strokeWidth="2.2" strokeLinecap="round" />
      </g>
      {/* the chart it holds */}
      <g transform="rotate(6 122 86)">
        <rect x="102" y="62" width="44" height="40" rx="5" fill="#fff" stroke="#cbd5e1" strokeWidth="2" />
        <rect x="109" y="84" width="6" height="12" rx="1.5" fill="#a5b4fc" />
        <rect x="118" y="76" width="6" height="20" rx="1.5" fill="#818cf8" />
        <rect x="127" y="70" width="6" height="26" rx="1.5" fill="#4f46e5" />
        <path
          d="M108 80 L120 72 L128 75 L140 66"
          fill="none"
          stroke="#f59e0b"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="140" cy="66" r="2.5" fill="#f59e0b" />
      </g>
      <ellipse cx="110" cy="90" rx="7" ry="5" fill="#22c55e" transform="rotate(20 110 90)" />
    </svg>
  );
}

/** The assistant's small round avatar beside its messages (decorative). */
export function PollenAvatar({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'bg-pollen-300/40 ring-pollen-400/60 flex size-8 shrink-0 items-center justify-center rounded-full ring-1',
        className,
      )}
    >
      <svg viewBox="0 0 32 32" className="size-6" focusable="false">
        <ellipse
          cx="10"
          cy="9"
          rx="5"
          ry="6.5"
          fill="#e0e7ff"
          stroke="#a5b4fc"
          strokeWidth="1"
          transform="rotate(-25 10 9)"
        />
        <ellipse
          cx="22"
          cy="9"
          rx="5"
          ry="6.5"
          fill="#e0e7ff"
          stroke="#a5b4fc"
          strokeWidth="1"
          transform="rotate(25 22 9)"
        />
        <ellipse cx="16" cy="19" rx="9" ry="9.5" fill="#fbbf24" />
        <path d="M7.6 17 Q16 14.5 24.4 17 L24.8 20 Q16 17.5 7.2 20 Z" fill="#1e293b" />
        <path d="M8.5 23 Q16 20.5 23.5 23 L22 25.5 Q16 23.5 10 25.5 Z" fill="#1e293b" />
        <circle cx="13" cy="12.5" r="1.4" fill="#1e293b" />
        <circle cx="19" cy="12.5" r="1.4" fill="#1e293b" />
      </svg>
    </span>
  );
}
