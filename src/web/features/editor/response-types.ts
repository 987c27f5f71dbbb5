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
import { RESPONSE_TYPE_LABELS } from '#shared/survey/response-type-labels.ts';
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
    label: RESPONSE_TYPE_LABELS.MULTIPLE_CHOICE,
    description: 'Pick from a list of options',
    icon: ListChecks,
  },
  {
    type: 'FREE_RESPONSE',
    label: RESPONSE_TYPE_LABELS.FREE_RESPONSE,
    description: 'An open text answer',
    icon: AlignLeft,
  },
  {
    type: 'NUMBER_SELECT',
    label: RESPONSE_TYPE_LABELS.NUMBER_SELECT,
    description: 'Pick a number on a scale',
    icon: Hash,
  },
  {
    type: 'SLIDER',
    label: RESPONSE_TYPE_LABELS.SLIDER,
    description: 'Drag along a range',
    icon: SlidersHorizontal,
  },
  {
    type: 'SINGLE_CHOICE',
    label: RESPONSE_TYPE_LABELS.SINGLE_CHOICE,
    description: 'Exactly one option',
    icon: CircleDot,
  },
  {
    type: 'CHECKBOX',
    label: RESPONSE_TYPE_LABELS.CHECKBOX,
    description: 'Any number of options',
    icon: SquareCheck,
  },
  {
    type: 'YES_NO',
    label: RESPONSE_TYPE_LABELS.YES_NO,
    description: 'A quick binary answer',
    icon: ThumbsUp,
  },
  { type: 'RATING', label: RESPONSE_TYPE_LABELS.RATING, description: 'Stars on a scale', icon: Star },
  {
    type: 'NPS',
    label: RESPONSE_TYPE_LABELS.NPS,
    description: 'Likely to recommend, 0–10, with the NPS',
    icon: Gauge,
  },
  {
    type: 'DROPDOWN',
    label: RESPONSE_TYPE_LABELS.DROPDOWN,
    description: 'One from a long list, type to search',
    icon: ChevronDownSquare,
  },
  {
    type: 'DATE',
    label: RESPONSE_TYPE_LABELS.DATE,
    description: 'A day from a calendar',
    icon: CalendarDays,
  },
  { type: 'EMAIL', label: RESPONSE_TYPE_LABELS.EMAIL, description: 'A checked e-mail address', icon: AtSign },
  { type: 'PHONE', label: RESPONSE_TYPE_LABELS.PHONE, description: 'A checked phone number', icon: Phone },
  {
    type: 'NUMBER',
    label: RESPONSE_TYPE_LABELS.NUMBER,
    description: 'A typed number, with limits',
    icon: Binary,
  },
  {
    type: 'CONSENT',
    label: RESPONSE_TYPE_LABELS.CONSENT,
    description: 'A box to tick to agree',
    icon: ShieldCheck,
  },
  {
    type: 'RANKING',
    label: RESPONSE_TYPE_LABELS.RANKING,
    description: 'Put options in order, drag or keys',
    icon: ArrowDownUp,
  },
  {
    type: 'MATRIX',
    label: RESPONSE_TYPE_LABELS.MATRIX,
    description: 'Rate statements on one scale',
    icon: Grid3x3,
  },
];

export { responseTypeLabel } from '#shared/survey/response-type-labels.ts';
