import { msg } from '../lib/messages'
import { defineContent } from './kit'

/** The public site's own content: the allies of the home page's logo slider (public-site §2: src, alt). */
export const ally = defineContent({
  slug: 'allies',
  labels: { singular: 'Aliado', plural: 'Aliados' },
  group: 'Sitio público',
  titleField: 'name',
  // The slider shows them in the staff's order (the reorder call numbers them 1, 2, 3…).
  sort: ['order', 'id'],
  pageSize: 100,
  fields: {
    name: {
      kind: 'text',
      label: 'Nombre',
      collectionLabel: 'Nombre (texto alternativo del logo)',
      required: msg.nameRequired,
      max: 120,
      hint: 'Es también el texto alternativo del logo.',
    },
    logo: {
      kind: 'image',
      label: 'Logo',
      collectionLabel: 'Logo',
      form: 'logo',
      size: 'main',
      required: { message: msg.imageRequired, when: 'unlessStored' },
    },
    order: { kind: 'order', label: 'Orden', hint: 'Los logos se muestran de menor a mayor.' },
    is_active: {
      kind: 'active',
      default: true,
      optional: true,
      label: 'Estatus',
      onLabel: 'Publicado',
      offLabel: 'No publicado',
    },
  },
  admin: {
    form: ['name', { name: 'is_active', full: true }, 'logo'],
    columns: [
      ['logo', 'Logo', 'thumb'],
      ['name', 'Nombre', 'open'],
      ['', 'Orden', 'order'],
      ['', 'Estatus', 'status'],
      ['', 'Acciones', 'actions'],
    ],
    details: { title: 'Detalles del aliado', rows: ['name', ['is_active', 'Estatus']] },
  },
})
