'use client'

import { toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useRef, useState, type FormEvent } from 'react'

import {
  extensionOf,
  formatSizeLimit,
  MEDIA_ACCEPT,
  MEDIA_EXTENSIONS,
  MEDIA_FILE_TYPES,
  MEDIA_SIZE_LIMITS,
  titleFromFilename,
  type MediaFileType,
} from '../../../../app/domain/admin/media'
import { ADMIN_MESSAGES } from '../../../../app/domain/admin/staff'
import { AdminApiError, adminCall, errorDetail } from '../../api'
import { Dialog, FormError } from '../../components/Dialog'

type Method = 'file' | 'url'

/** Sends the form with XMLHttpRequest, whose upload events give a real progress bar. */
function sendWithProgress(form: FormData, onProgress: (percent: number) => void): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', '/api/admin/media/upload-file')
    xhr.withCredentials = true
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100))
    }
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.responseText })
    xhr.onerror = () => reject(new Error(ADMIN_MESSAGES.fileUploadFailed))
    xhr.send(form)
  })
}

/** Upload Media (spec doc 2 §2, §5): by file with a progress bar, or from a URL. */
export function UploadMediaButton() {
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [method, setMethod] = useState<Method>('file')
  const [file, setFile] = useState<File | null>(null)
  const [title, setTitle] = useState('')
  const [description, setDescription] = useState('')
  const [category, setCategory] = useState('')
  const [tags, setTags] = useState('')
  const [url, setUrl] = useState('')
  const [fileType, setFileType] = useState<MediaFileType>('video')
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const autoTitle = useRef('')

  const reset = () => {
    setMethod('file')
    setFile(null)
    setTitle('')
    setDescription('')
    setCategory('')
    setTags('')
    setUrl('')
    setProgress(null)
    setError(null)
    autoTitle.current = ''
  }
  const close = () => {
    if (busy) return
    setOpen(false)
    reset()
  }

  const chooseFile = (chosen: File | null) => {
    setError(null)
    if (chosen && !MEDIA_EXTENSIONS[extensionOf(chosen.name)]) {
      setFile(null)
      setError(`Files of type .${extensionOf(chosen.name) || '?'} are not accepted.`)
      return
    }
    if (chosen) {
      const type = MEDIA_EXTENSIONS[extensionOf(chosen.name)]!
      if (chosen.size > MEDIA_SIZE_LIMITS[type]) setError(`File is too large: ${type} files may be at most ${formatSizeLimit(type)}`)
    }
    setFile(chosen)
    // The title follows the file name until staff type their own.
    if (chosen && (!title || title === autoTitle.current)) {
      autoTitle.current = titleFromFilename(chosen.name)
      setTitle(autoTitle.current)
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    if (method === 'file' && !file) {
      setError(ADMIN_MESSAGES.selectFile)
      return
    }
    setBusy(true)
    try {
      if (method === 'file') {
        const form = new FormData()
        form.set('title', title)
        form.set('description', description)
        form.set('category', category)
        form.set('tags', tags)
        form.set('file', file!)
        setProgress(0)
        const result = await sendWithProgress(form, setProgress)
        if (result.status < 200 || result.status >= 300) {
          setError(await errorDetail(new Response(result.body), ADMIN_MESSAGES.fileUploadFailed))
          setProgress(null)
          return
        }
        toast.success(ADMIN_MESSAGES.fileUploaded)
      } else {
        await adminCall(
          'POST media/upload',
          { body: { title, description, category, tags: tags.split(','), file_type: fileType, file_url: url } },
          ADMIN_MESSAGES.mediaUploadFailed,
        )
        toast.success(ADMIN_MESSAGES.mediaUploaded)
      }
      setOpen(false)
      reset()
      router.refresh()
    } catch (error) {
      setError(error instanceof AdminApiError ? error.message : method === 'file' ? ADMIN_MESSAGES.fileUploadFailed : ADMIN_MESSAGES.mediaUploadFailed)
      setProgress(null)
    } finally {
      setBusy(false)
    }
  }

  const disabled = busy || !title.trim() || (method === 'file' ? !file : !url.trim())

  return (
    <>
      <button type="button" className="lib-button" onClick={() => setOpen(true)}>
        Upload Media
      </button>
      <Dialog open={open} onClose={close} title="Upload Media">
        <form onSubmit={submit} className="lib-form">
          <fieldset className="lib-segmented">
            <legend className="lib-visually-hidden">Upload method</legend>
            <label className={method === 'file' ? 'lib-segment lib-segment--active' : 'lib-segment'}>
              <input type="radio" name="method" value="file" checked={method === 'file'} onChange={() => setMethod('file')} />
              Upload File
            </label>
            <label className={method === 'url' ? 'lib-segment lib-segment--active' : 'lib-segment'}>
              <input type="radio" name="method" value="url" checked={method === 'url'} onChange={() => setMethod('url')} />
              From URL
            </label>
          </fieldset>
          {method === 'file' ? (
            <div className="lib-field">
              <label htmlFor="media-upload-file">File</label>
              <input
                id="media-upload-file"
                type="file"
                accept={MEDIA_ACCEPT}
                aria-describedby="media-upload-limits"
                onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
                disabled={busy}
              />
              <span id="media-upload-limits" className="lib-muted lib-small">
                Up to {MEDIA_FILE_TYPES.map((t) => `${formatSizeLimit(t)} for ${t}`).join(', ')}
              </span>
            </div>
          ) : (
            <>
              <label className="lib-field">
                <span>File URL</span>
                <input type="url" value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://…" />
              </label>
              <label className="lib-field">
                <span>File type</span>
                <select value={fileType} onChange={(e) => setFileType(e.target.value as MediaFileType)}>
                  {MEDIA_FILE_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {t}
                    </option>
                  ))}
                </select>
              </label>
            </>
          )}
          <label className="lib-field">
            <span>Title</span>
            <input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} required />
          </label>
          <label className="lib-field">
            <span>Description</span>
            <textarea value={description} onChange={(e) => setDescription(e.target.value)} rows={3} maxLength={2000} />
          </label>
          <label className="lib-field">
            <span>Category</span>
            <input value={category} onChange={(e) => setCategory(e.target.value)} maxLength={100} />
          </label>
          <label className="lib-field">
            <span>Tags (comma-separated)</span>
            <input value={tags} onChange={(e) => setTags(e.target.value)} />
          </label>
          {progress !== null ? (
            <div className="lib-progress">
              <progress max={100} value={progress} aria-label="Upload progress" />
              <span>{progress}%</span>
            </div>
          ) : null}
          <FormError message={error} />
          <div className="lib-actions">
            <button type="button" className="lib-button lib-button--ghost" onClick={close} disabled={busy}>
              Cancel
            </button>
            <button type="submit" className="lib-button" disabled={disabled}>
              {busy ? 'Uploading…' : 'Upload'}
            </button>
          </div>
        </form>
      </Dialog>
    </>
  )
}
