import type { FileKind } from './format'

const paths: Record<string, string> = {
  edit: 'M4 20h4L19 9l-4-4L4 16v4zm11-15 4 4',
  trash: 'M4 7h16M9 7V4h6v3m-8 0 1 13h8l1-13',
  download: 'M12 4v11m0 0-4-4m4 4 4-4M5 20h14',
  eye: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  plus: 'M12 5v14M5 12h14',
  music: 'M9 18V5l12-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zm12-2a3 3 0 1 1-6 0 3 3 0 0 1 6 0z',
}

/** Small stroke icons of the kit's buttons. */
export const Icon = ({ name }: { name: keyof typeof paths | string }) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d={paths[name] ?? ''} />
  </svg>
)

const LABEL: Record<FileKind, string> = {
  pdf: 'PDF',
  doc: 'DOC',
  xls: 'XLS',
  ppt: 'PPT',
  zip: 'ZIP',
  image: 'IMG',
  audio: 'AUD',
  other: 'FILE',
}

/** A document icon tagged and coloured by file type (pdf, doc, xls, ppt, zip, image, audio). */
export const FileIcon = ({ kind }: { kind: FileKind }) => (
  <svg
    viewBox="0 0 48 48"
    className={`pm-file-icon pm-file-icon--${kind}`}
    role="img"
    aria-label={`Archivo ${LABEL[kind]}`}
  >
    <path d="M12 4h18l10 10v30H12z" fill="currentColor" opacity="0.15" />
    <path d="M12 4h18l10 10v30H12zM30 4v10h10" fill="none" stroke="currentColor" strokeWidth="2" />
    <text x="26" y="35" textAnchor="middle" fontSize="9" fontWeight="700" fill="currentColor" fontFamily="sans-serif">
      {LABEL[kind]}
    </text>
  </svg>
)
