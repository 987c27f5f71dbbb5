import { Link } from 'react-router';
import { MessageSquareText } from 'lucide-react';
import { TemplateGallery } from '../features/templates/template-gallery.tsx';

/** `/create/template`: start from a template (the assistant drafts from a chat at /chat). */
export function CreateTemplatePage() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Start a new survey</h1>
      <p className="mt-2 text-slate-600">
        Pick a starting point. Everything stays editable, and changes save as you go.
      </p>
      <div className="mt-8">
        <TemplateGallery />
      </div>
      <p className="mt-8 flex items-center gap-2 text-sm text-slate-600">
        <MessageSquareText aria-hidden="true" className="size-4" />
        Prefer to describe it?{' '}
        <Link to="/chat" className="text-brand-700 font-medium hover:underline">
          Ask the assistant to draft it
        </Link>
      </p>
    </div>
  );
}
