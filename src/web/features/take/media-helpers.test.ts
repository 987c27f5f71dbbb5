import { describe, expect, it } from 'vitest';
import { fileKind, isFileReady, isSameOrigin, safeLinkUrl, variantLabel } from './media-helpers.ts';

describe('media helpers', () => {
  it('labels variants by letter unless titled', () => {
    expect(variantLabel({ title: '' }, 0)).toBe('Variant A');
    expect(variantLabel({ title: '  ' }, 1)).toBe('Variant B');
    expect(variantLabel({ title: 'Blue pack' }, 2)).toBe('Blue pack');
    expect(variantLabel({ title: '' }, 26)).toBe('Variant 27');
  });

  it('tells images, videos and other files apart', () => {
    expect(fileKind('FILE', { category: 'image', file_type: '' })).toBe('image');
    expect(fileKind('FILE', { category: '', file_type: 'image/webp' })).toBe('image');
    expect(fileKind('FILE', { category: 'video', file_type: 'video/mp4' })).toBe('video');
    expect(fileKind('FILE', { category: 'document', file_type: 'application/pdf' })).toBe('other');
    expect(fileKind('IMAGE', { category: '', file_type: '' })).toBe('image');
  });

  it('knows a video by its extension or media type when its category and type say nothing', () => {
    const unknown = { category: '', file_type: 'application/octet-stream' };
    expect(fileKind('FILE', { ...unknown, file_name: 'Launch Film.MOV', file_extension: '' })).toBe('video');
    expect(fileKind('FILE', { ...unknown, file_name: 'x', file_extension: '.mp4' })).toBe('video');
    expect(fileKind('FILE', { category: 'default', file_type: '', file_name: 'clip.webm' })).toBe('video');
    expect(fileKind('VIDEO', { category: 'default', file_type: '' })).toBe('video');
    expect(fileKind('FILE', { ...unknown, file_name: 'notes.pdf' })).toBe('other');
  });

  it('shows only finished uploads', () => {
    expect(isFileReady({ file_url: '/api/files/a', upload_status: 'completed' })).toBe(true);
    expect(isFileReady({ file_url: '', upload_status: 'completed' })).toBe(false);
    expect(isFileReady({ file_url: '/api/files/a', upload_status: 'uploading' })).toBe(false);
  });

  it('loads media from this origin only', () => {
    expect(isSameOrigin('/api/files/a.png', 'http://localhost')).toBe(true);
    expect(isSameOrigin('http://localhost/x', 'http://localhost')).toBe(true);
    expect(isSameOrigin('https://cdn.example.com/a.png', 'http://localhost')).toBe(false);
    expect(isSameOrigin('//cdn.example.com/a.png', 'http://localhost')).toBe(false);
  });

  it('opens http(s) links only', () => {
    expect(safeLinkUrl('https://example.com/a')).toBe('https://example.com/a');
    expect(safeLinkUrl('example.com')).toBe('https://example.com/');
    expect(safeLinkUrl('javascript:alert(1)')).toBeNull();
    expect(safeLinkUrl('data:text/html,hi')).toBeNull();
    expect(safeLinkUrl('  ')).toBeNull();
  });
});
