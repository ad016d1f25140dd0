/**
 * Reads a watch's export file on her own device (in the import worker): the
 * file streams through the pure parsers in app/domain/sleep/import, a piece
 * at a time, so a gigabyte Apple Health export never sits in memory. Only
 * the nights found leave this module.
 */
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate'

import { createAppleHealthReader } from '~/domain/sleep/import/apple-health'
import { FITBIT_FILE, parseFitbitSleep } from '~/domain/sleep/import/fitbit'
import { GARMIN_FILE, parseGarminSleep } from '~/domain/sleep/import/garmin'
import { summarise, type ImportedNight, type ImportSource, type ImportSummary } from '~/domain/sleep/import/nights'
import { parseOuraSleep } from '~/domain/sleep/import/oura'

export interface ReadRequest {
  file: File
  source: ImportSource
  timeZone: string
  today: string
}

type Found = { nights: ImportedNight[]; skipped: number }

/** Streams the file's bytes, reporting how far through it is (0–1). */
async function eachChunk(file: File, onChunk: (chunk: Uint8Array, last: boolean) => void, onProgress: (fraction: number) => void) {
  const reader = file.stream().getReader()
  let read = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    read += value.byteLength
    onChunk(value, false)
    onProgress(file.size ? read / file.size : 1)
  }
  onChunk(new Uint8Array(0), true)
}

const ZIP_UNREADABLE = 'This zip file could not be read: it may be damaged or cut short. Please export it again.'

/** A zip by its first bytes ("PK"), whatever its name; a file named .zip that is not one is refused. */
async function isZip(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer())
  const zip = head[0] === 0x50 && head[1] === 0x4b && (head[2] === 0x03 || head[2] === 0x05) && (head[3] === 0x04 || head[3] === 0x06)
  if (!zip && /\.zip$/i.test(file.name)) throw new Error(ZIP_UNREADABLE)
  return zip
}

/**
 * Streams the zip, handing each file whose name matches to `onText` as text
 * pieces. An error `onText` throws (the file inside is not what it should be)
 * reaches her as it is; a damaged or cut-short zip reaches her as ZIP_UNREADABLE.
 */
async function eachZipEntry(
  file: File,
  wanted: (name: string) => boolean,
  onText: (name: string, text: string, last: boolean) => void,
  onProgress: (fraction: number) => void,
): Promise<number> {
  let matched = 0
  let damaged = false
  let unreadable: unknown = null
  // Files inside whose end never came: the zip was cut short.
  const unfinished = new Set<string>()
  const unzip = new Unzip()
  unzip.register(UnzipInflate)
  unzip.onfile = (entry: UnzipFile) => {
    if (!wanted(entry.name)) return
    matched++
    unfinished.add(entry.name)
    const decoder = new TextDecoder()
    entry.ondata = (error, chunk, final) => {
      if (error) damaged = true
      if (final) unfinished.delete(entry.name)
      if (damaged || unreadable) return
      try {
        onText(entry.name, decoder.decode(chunk, { stream: !final }), final)
      } catch (failure) {
        unreadable = failure
      }
    }
    entry.start()
  }
  await eachChunk(
    file,
    (chunk, last) => {
      if (damaged || unreadable) return
      try {
        unzip.push(chunk, last)
      } catch {
        damaged = true
      }
    },
    onProgress,
  )
  if (damaged) throw new Error(ZIP_UNREADABLE)
  if (unreadable) throw unreadable
  if (unfinished.size) throw new Error(ZIP_UNREADABLE)
  return matched
}

async function wholeText(file: File, onProgress: (fraction: number) => void): Promise<string> {
  const text = await file.text()
  onProgress(1)
  return text
}

function combine(parts: Found[]): Found {
  return { nights: parts.flatMap((p) => p.nights), skipped: parts.reduce((sum, p) => sum + p.skipped, 0) }
}

async function readApple(file: File, timeZone: string, onProgress: (fraction: number) => void): Promise<Found> {
  const reader = createAppleHealthReader(timeZone)
  if (await isZip(file)) {
    const found = await eachZipEntry(file, (name) => /(^|\/)export\.xml$/.test(name), (_, text) => reader.write(text), onProgress)
    if (!found) throw new Error('No export.xml in this zip. Choose the export.zip the Health app made.')
  } else {
    const decoder = new TextDecoder()
    await eachChunk(file, (chunk, last) => reader.write(decoder.decode(chunk, { stream: !last })), onProgress)
  }
  return reader.close()
}

/** Small JSON files, one or many in a zip, each parsed whole. */
async function readJsonFiles(
  file: File,
  pattern: RegExp,
  parse: (text: string) => Found,
  missing: string,
  onProgress: (fraction: number) => void,
): Promise<Found> {
  if (!(await isZip(file))) return parse(await wholeText(file, onProgress))
  const texts = new Map<string, string>()
  const parts: Found[] = []
  const found = await eachZipEntry(
    file,
    (name) => pattern.test(name),
    (name, text, last) => {
      const sofar = (texts.get(name) ?? '') + text
      if (last) {
        texts.delete(name)
        parts.push(parse(sofar))
      } else texts.set(name, sofar)
    },
    onProgress,
  )
  if (!found) throw new Error(missing)
  return combine(parts)
}

/** The nights in her file, ready for her to confirm. Throws an Error whose message she can read. */
export async function readExport({ file, source, timeZone, today }: ReadRequest, onProgress: (fraction: number) => void): Promise<ImportSummary> {
  let found: Found
  switch (source) {
    case 'apple_health':
      found = await readApple(file, timeZone, onProgress)
      break
    case 'fitbit':
      found = await readJsonFiles(file, FITBIT_FILE, (t) => parseFitbitSleep(t, timeZone), 'No sleep-YYYY-MM-DD.json files in this zip.', onProgress)
      break
    case 'garmin':
      found = await readJsonFiles(file, GARMIN_FILE, (t) => parseGarminSleep(t, timeZone), 'No …_sleepData.json files in this zip.', onProgress)
      break
    case 'oura':
      found = parseOuraSleep(await wholeText(file, onProgress), timeZone)
      break
  }
  return summarise(source, found.nights, found.skipped, today)
}
