import { useRef, useState, type DragEvent } from 'react';
import { toast } from '../../lib/toast.ts';
import {
  CircleAlert,
  File as FileIcon,
  FileArchive,
  FileAudio,
  FileImage,
  FileText,
  FileVideo,
  RotateCw,
  Trash2,
  UploadCloud,
} from 'lucide-react';
import { removeMediaFile, updateMediaData, type ItemRef } from '#shared/survey/survey-operations.ts';
import type { FileMediaData, MediaItem } from '#shared/survey/survey-schema.ts';
import { ACCEPTED_EXTENSIONS, checkUpload, fileExtension } from '#shared/uploads/upload-rules.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { confirmUpload, deleteUpload, requestUpload } from '../../lib/survey-api.ts';
import { useEditor } from './editor-context.tsx';
import { isDisplayableImage } from './safe-image.ts';
import { formatFileSize, putFile } from './upload-file.ts';
import { setUploadProgress, useUploadProgress } from './upload-progress.ts';

type FileItem = Extract<MediaItem, { media_type: 'FILE' | 'IMAGE' | 'VIDEO' | 'AUDIO' | 'DOCUMENT' }>;

const ACCEPT = Object.values(ACCEPTED_EXTENSIONS)
  .flat()
  .map((extension) => `.${extension}`)
  .join(',');

const categoryIcons = {
  image: FileImage,
  document: FileText,
  audio: FileAudio,
  video: FileVideo,
  archive: FileArchive,
} as const;

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Unknown error occurred';
}

async function deleteWithRetry(objectKey: string) {
  // Spec §9: deletion is retried once.
  try {
    await deleteUpload(objectKey);
  } catch {
    await deleteUpload(objectKey);
  }
}

function isImageFile(data: FileMediaData): boolean {
  return data.category === 'image' || data.file_type.startsWith('image/');
}

/** FILE media: an upload zone (idle, uploading, failed) or the uploaded file once completed. */
export function FileMedia({ item, itemRef }: { item: FileItem; itemRef: ItemRef }) {
  const { surveyId, update, confirm } = useEditor();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [removing, setRemoving] = useState(false);
  const progress = useUploadProgress(item.id);
  const data = item.media_data;

  const patch = (values: Partial<FileMediaData>) => update((doc) => updateMediaData(doc, itemRef, values));

  const upload = async (file: File) => {
    const details = {
      file_name: file.name,
      file_size: file.size,
      file_type: file.type,
      file_extension: fileExtension(file.name),
      file_url: '',
      object_key: '',
    };
    const check = checkUpload(file.name, file.size, file.type);
    if (!check.ok) {
      patch({ ...details, category: '', upload_status: 'error', upload_error: check.message });
      return;
    }
    setUploadProgress(item.id, 0);
    patch({ ...details, category: check.category, upload_status: 'uploading', upload_error: '' });
    try {
      const ticket = await requestUpload({
        surveyId,
        fileName: file.name,
        size: file.size,
        contentType: file.type,
      }).catch((error: unknown) => {
        throw new Error(`Failed to get upload URL: ${messageOf(error)}`);
      });
      if (!ticket.uploadUrl) throw new Error('No upload URL received from server');
      await putFile(ticket.uploadUrl, file, (percent) => setUploadProgress(item.id, percent), {
        headers: ticket.uploadHeaders,
      });
      // The server checks the stored bytes against the file's type before it serves them.
      const uploaded = await confirmUpload(ticket.fileId);
      if (!uploaded.publicUrl) throw new Error('Upload succeeded but failed to generate public URL');
      patch({
        upload_status: 'completed',
        upload_error: '',
        file_url: uploaded.publicUrl,
        object_key: ticket.objectKey,
        category: uploaded.category || check.category,
      });
    } catch (error) {
      patch({ upload_status: 'error', upload_error: messageOf(error) });
    } finally {
      setUploadProgress(item.id, null);
    }
  };

  const pick = () => inputRef.current?.click();

  const onFiles = (files: FileList | null) => {
    const file = files?.[0];
    if (file) void upload(file);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    onFiles(event.dataTransfer.files);
  };

  const remove = async () => {
    const confirmed = await confirm({
      title: 'Remove file',
      message: 'Are you sure you want to remove this file?',
      confirmLabel: 'Remove file',
    });
    if (!confirmed) return;
    setRemoving(true);
    try {
      if (data.object_key) await deleteWithRetry(data.object_key);
      update((doc) => removeMediaFile(doc, itemRef));
    } catch (error) {
      toast.error(`Failed to delete file: ${messageOf(error)}`);
    } finally {
      setRemoving(false);
    }
  };

  const fileInput = (
    <input
      ref={inputRef}
      type="file"
      accept={ACCEPT}
      hidden
      aria-label="Choose a file to upload"
      onChange={(event) => {
        onFiles(event.target.files);
        event.target.value = '';
      }}
    />
  );

  if (data.upload_status === 'completed' && data.file_url) {
    const Icon = categoryIcons[data.category as keyof typeof categoryIcons] ?? FileIcon;
    const showImage = isImageFile(data) && isDisplayableImage(data.file_url);
    return (
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
        {showImage ? (
          <div className="flex justify-center bg-[repeating-conic-gradient(#f1f5f9_0%_25%,#fff_0%_50%)] bg-[length:16px_16px]">
            <img
              src={data.file_url}
              alt={item.title || data.file_name}
              className="max-h-80 w-auto max-w-full object-contain"
            />
          </div>
        ) : null}
        <div className={cn('flex items-center gap-3 px-3 py-2.5', showImage && 'border-t border-slate-100')}>
          <span className="bg-brand-50 text-brand-700 flex size-9 shrink-0 items-center justify-center rounded-lg">
            <Icon aria-hidden="true" className="size-4.5" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-slate-900">{data.file_name}</p>
            <p className="text-xs text-slate-500">
              {formatFileSize(data.file_size)}
              {data.file_extension ? ` · ${data.file_extension.toUpperCase()}` : ''}
            </p>
          </div>
          <Button
            variant="ghost"
            size="sm"
            className="text-slate-600 hover:bg-red-50 hover:text-red-700"
            disabled={removing}
            onClick={() => void remove()}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {removing ? 'Removing…' : 'Remove'}
          </Button>
        </div>
      </div>
    );
  }

  // "uploading" saved in the document with no upload running in this tab was interrupted.
  const interrupted = data.upload_status === 'uploading' && progress === null;

  if (data.upload_status === 'uploading' && !interrupted) {
    const percent = progress ?? 0;
    return (
      <div className="rounded-xl border border-slate-200 bg-white px-4 py-5">
        <div className="flex items-center justify-between gap-3 text-sm">
          <span className="min-w-0 truncate font-medium text-slate-800">{data.file_name}</span>
          <span className="shrink-0 text-slate-600 tabular-nums">Uploading… {percent}%</span>
        </div>
        <div
          role="progressbar"
          aria-label={`Uploading ${data.file_name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-3 h-2 overflow-hidden rounded-full bg-slate-100"
        >
          <div
            className="bg-brand-600 h-full rounded-full transition-[width]"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
    );
  }

  if (data.upload_status === 'error' || interrupted) {
    return (
      <div className="rounded-xl border border-red-200 bg-red-50/60 px-4 py-6 text-center">
        <CircleAlert aria-hidden="true" className="mx-auto size-6 text-red-600" />
        <p className="mt-2 text-sm font-semibold text-red-900">Upload Failed</p>
        <p className="mt-0.5 text-sm text-red-800">
          {interrupted ? 'Upload was cancelled' : data.upload_error || 'Unknown error occurred'}
        </p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={pick}>
          <RotateCw aria-hidden="true" className="size-3.5" />
          Try Again
        </Button>
        {fileInput}
      </div>
    );
  }

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <button
        type="button"
        onClick={pick}
        className={cn(
          'group flex w-full flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors',
          dragging
            ? 'border-brand-500 bg-brand-50'
            : 'hover:border-brand-400 hover:bg-brand-50/40 border-slate-300 bg-slate-50/50',
        )}
      >
        <span className="group-hover:text-brand-600 flex size-11 items-center justify-center rounded-full bg-white text-slate-500 shadow-xs ring-1 ring-slate-200">
          <UploadCloud aria-hidden="true" className="size-5" />
        </span>
        <span className="text-sm font-medium text-slate-800">
          <span className="text-brand-700">Click to upload</span> or drag and drop
        </span>
        <span className="text-xs text-slate-500">
          Images, documents, audio, video or archives · Max 100MB
        </span>
      </button>
      {fileInput}
    </div>
  );
}
