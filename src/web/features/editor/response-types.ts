import {
  AlignLeft,
  ArrowDownUp,
  Grid3x3,
  AtSign,
  CalendarDays,
  ChevronDownSquare,
  CircleDot,
  Gauge,
  Hash,
  Phone,
  ShieldCheck,
  Binary,
  ListChecks,
  SlidersHorizontal,
  SquareCheck,
  Star,
  ThumbsUp,
  type LucideIcon,
} from 'lucide-react';
import type { ResponseType } from '#shared/survey/survey-schema.ts';

export interface ResponseTypeInfo {
  type: ResponseType;
  label: string;
  description: string;
  icon: LucideIcon;
}

/** The four the editor is built around first, then the other enumerated types (spec §3). */
export const responseTypeInfo: readonly ResponseTypeInfo[] = [
  {
    type: 'MULTIPLE_CHOICE',
    label: 'Multiple choice',
    description: 'Pick from a list of options',
    icon: ListChecks,
  },
  { type: 'FREE_RESPONSE', label: 'Free response', description: 'An open text answer', icon: AlignLeft },
  { type: 'NUMBER_SELECT', label: 'Number select', description: 'Pick a number on a scale', icon: Hash },
  { type: 'SLIDER', label: 'Slider', description: 'Drag along a range', icon: SlidersHorizontal },
  { type: 'SINGLE_CHOICE', label: 'Single choice', description: 'Exactly one option', icon: CircleDot },
  { type: 'CHECKBOX', label: 'Checkboxes', description: 'Any number of options', icon: SquareCheck },
  { type: 'YES_NO', label: 'Yes / No', description: 'A quick binary answer', icon: ThumbsUp },
  { type: 'RATING', label: 'Rating', description: 'Stars on a scale', icon: Star },
  {
    type: 'NPS',
    label: 'Net Promoter Score',
    description: 'Likely to recommend, 0–10, with the NPS',
    icon: Gauge,
  },
  {
    type: 'DROPDOWN',
    label: 'Dropdown',
    description: 'One from a long list, type to search',
    icon: ChevronDownSquare,
  },
  { type: 'DATE', label: 'Date', description: 'A day from a calendar', icon: CalendarDays },
  { type: 'EMAIL', label: 'E-mail address', description: 'A checked e-mail address', icon: AtSign },
  { type: 'PHONE', label: 'Phone number', description: 'A checked phone number', icon: Phone },
  { type: 'NUMBER', label: 'Number', description: 'A typed number, with limits', icon: Binary },
  {
    type: 'CONSENT',
    label: 'Consent',
    description: 'A box to tick to agree',
    icon: ShieldCheck,
  },
  {
    type: 'RANKING',
    label: 'Ranking',
    description: 'Put options in order, drag or keys',
    icon: ArrowDownUp,
  },
  { type: 'MATRIX', label: 'Matrix', description: 'Rate statements on one scale', icon: Grid3x3 },
];

export function responseTypeLabel(type: string): string {
  return responseTypeInfo.find((info) => info.type === type)?.label ?? type;
}
