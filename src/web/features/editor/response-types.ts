import {
  AlignLeft,
  CircleDot,
  Hash,
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
];

export function responseTypeLabel(type: string): string {
  return responseTypeInfo.find((info) => info.type === type)?.label ?? type;
}
