import type { CollectionSlug } from 'payload'

import { activity } from './activity'
import { blog } from './blog'
import { imageCategory, imageItem, musicCategory, musicItem, templateCategory, templateItem } from './categories'
import { course, developmentBook, tool } from './development'
import type { AnyContent } from './kit'
import { ally } from './site'
import { podcast, portionsLabel, recipe, wellbeingBook } from './wellbeing'

/**
 * ONE REGISTRATION PER CONTENT TYPE (issue 29; docs/extending.md). Its descriptor (src/content/*)
 * says what the type's fields are; its registration says where the type lives: the one name code
 * calls it by, its GraphQL names, its contract paths, its admin screen and 'Inicio' rows, its portal
 * part and section, its seed. Everything that names a type reads this table: the Payload collection
 * (src/plugins/contentTypes.ts), the contract's paths and rows (src/contract/paths.ts, table.ts), the
 * admin routes, screen, sidebar and home (src/content/admin-routes.ts, views/ScreenView.tsx, home/summary.ts),
 * the portal (src/site/portal/parts.ts, Desarrollo.tsx), the history (src/content/history.ts), the
 * plugins (src/plugins) and the tests' lists. Browser-safe data: the admin and the portal read it.
 */

export const RESOURCES_BASE = '/profe-max/recursos-educativos'
export const DEVELOPMENT_BASE = '/profe-max/desarrollo'
export const WELLBEING_BASE = '/profe-max/bienestar'

/** The admin sidebar's groups (src/content/admin-routes.ts labels them). */
export type AdminGroup = 'blogs' | 'recursos' | 'desarrollo' | 'bienestar' | 'concurso' | 'programa' | 'sitio'

/** What a kit screen says in its own words (src/admin/kit/contentScreen.tsx builds the screen from them and the descriptor). */
export type KitTexts = {
  breadcrumb: readonly string[]
  addLabel: string
  listTitle: string
  counterLabel?: string
  searchPlaceholder: string
  emptyText: string
  loadError: string
  remove: { success: string; failure: string; keepOpenOnFailure?: boolean }
  toggle: { success: string; failure: string }
  form: {
    createTitle: string
    editTitle: string
    /** The submit button's text when editing ('Guardar' when creating); the kit's default when unset. */
    updateLabel?: string
    messages: { success: string; failure: string }
  }
}

/**
 * A row of 'Contenido por módulo' on 'Inicio' (src/admin/home/summary.ts). Its key (the test ids
 * `publicados-{key}`) is the route key of `screen` when set, else the registration's `key`.
 */
export type HomeRow = {
  label: string
  /** SQL restricting the rows (blogs: one audience). Ours, never from a request. */
  scope?: string
  /** The admin route key it links to, when not the registration's own screen (a blog audience's). */
  screen?: string
  query?: string
  /** SQL saying an item is shown on the site (`is_active` unless told). */
  published?: string
}

/** The custom admin screens (components of their own, named in src/admin/views/ScreenView.tsx `SCREENS`). */
export type ScreenName =
  | 'Blogs'
  | 'Actividades'
  | 'Imagenes'
  | 'Plantillas'
  | 'RecomendacionDesarrollo'
  | 'RecomendacionBienestar'
  | 'Musica'
  | 'LibrosPodcast'
  | 'Contenido'
  | 'Nominaciones'
  | 'RankingConcurso'
  | 'Aliados'
  | 'Registros'

/**
 * A registered type's own admin screen: its address under /admin (the spec's, where the spec names
 * one), its sidebar label and group, and the browser tab's title when the label alone is not distinct.
 * Its route key is the registration's `key`.
 */
export type ScreenPlace = { path: string; label: string; title?: string; group: AdminGroup }

/** A module of the teacher portal: its menu and views come from registrations (src/site/portal/sections.ts). */
export type PortalModule = 'recursos_educativos' | 'desarrollo' | 'bienestar'

/** A module with a monthly recommendation (a global each: src/content/recommendations.ts). */
export type RecommendationModule = Exclude<PortalModule, 'recursos_educativos'>

/**
 * A portal section (src/site/portal/Sections.tsx): a flip card on its module's menu, a list of its
 * items and one item's detail. Sections with the same `section` share one card and one list view, each
 * a block of it (Bienestar's 'Libros y podcast': books, then podcasts); the first of them carries the card.
 */
export type PortalSection = {
  /** `vista` of the list (shared by the sections of one card), and of one item's detail. */
  section: string
  detail: string
  /** The list's title (a block's heading in a shared list). */
  title: string
  empty: string
  /** Its flip card: the text, the illustration (src/site/portal/art.tsx `ART`) and, when not `title`, the card's title. Unset on the later sections of a shared card. */
  card?: { title?: string; text: string; art: string }
  /** The detail's lines: [label, field] (a choice field shows its portal label). */
  meta: readonly (readonly [label: string, field: string])[]
  link: { label: string; field: string } | null
  /** Every item, a page at a time behind a 'Ver más' button (its words and test id); unset: the first three. */
  more?: { label: string; testId: string }
  /** Headings of the detail's lists that depend on the item (the recipe's ingredients name its portions). */
  listHeadings?: (item: Record<string, unknown>) => Record<string, string>
}

/**
 * A view of a type whose portal rendering is its own, drawn by the component it names
 * (src/site/portal/lazy-views.tsx `LAZY_VIEWS`): `categories`, the category browser (a slider of the
 * categories and an accordion of the chosen one's items: Recursos' image bank and templates, Bienestar's
 * music); `calendar`, the month grid drawn on the module's menu with one item's detail at `vista`.
 */
export type PortalView = {
  component: 'categories' | 'calendar'
  /** `vista` of its view: the category browser, or the calendar's item detail. */
  vista: string
  /** The view's title (the categories' flip card's too); the calendar's heading on the menu. */
  title: string
  /** Its flip card on the module's menu (the text and the illustration, src/site/portal/art.tsx `ART`); a view without one is drawn on the menu itself. */
  card?: { text: string; art: string }
  /** Categories: the key of their items' registration (its contract path lists the categories: `{path}/categorias/all`). */
  items?: string
  /** Categories: the text of a category without items, and how an item's row draws. */
  empty?: string
  row?: 'image' | 'template' | 'track'
  /**
   * Its items' share pages (`/profe-max/compartir/{kind}/{id}`, src/site/share/items.ts): the kind and how
   * the page names it (a shared item of a category opens its category with the item starred).
   */
  share?: { kind: string; label: string }
  /** Categories: the recommendation card's text for a recommended item, `{category}` its category's name. */
  recommendedText?: string
}

/** The monthly recommendation of a module may point at the type's items (src/content/recommendations.ts). */
export type RecommendationOf = {
  module: RecommendationModule
  /** The option's code (the spec's: book, course, tool, recipe, music, podcast). */
  type: string
  /** The admin radio's label (the spec's word). */
  label: string
  /** The option's place in the admin radio (the spec's order). */
  rank: number
  /** A feminine noun: 'Selecciona una receta', 'Esta receta … despublicarla'. */
  feminine?: true
  /** The picker's title, when not 'Selecciona un {label}'. */
  listTitle?: string
  /** How the guard's refusal names an item, when not 'Este {label}'. */
  noun?: string
  /** How the portal's card names the kind, when not `label` (the spec's radio writes 'Musica'). */
  kind?: string
  /**
   * The demo's first recommendation of its module is this type's first published item (src/seed/index.ts);
   * when no option of the module says so, the first option in `rank` that has one.
   */
  demo?: true
}

/** A recommendation option's words: the picker's title, and the guard's noun and pronoun (src/plugins/recommendationGuard.ts). */
export const recommendationWords = (
  of: RecommendationOf,
): { listTitle: string; noun: string; pronoun: 'lo' | 'la' } => {
  const word = of.label.toLowerCase()
  return {
    listTitle: of.listTitle ?? `Selecciona ${of.feminine ? 'una' : 'un'} ${word}`,
    noun: of.noun ?? `${of.feminine ? 'Esta' : 'Este'} ${word}`,
    pronoun: of.feminine ? 'la' : 'lo',
  }
}

export type Registration<T extends AnyContent = AnyContent, K extends string = string, P extends string = string> = {
  type: T
  /** The one name of the type in code: its contract path key, portal part (`usePart(key)`) and seed data (src/seed/data.ts). */
  key: K
  /** English GraphQL names (Payload would otherwise derive them from the Spanish labels). */
  graphQL: readonly [singular: string, plural: string]
  /** The contract's base path of the type (an item type of a category screen shares its category's). */
  path?: P
  /** Visitors read published items only (`is_active`); false for a type without the switch (activities). */
  published: boolean
  /**
   * The contract's kit handlers (src/contract/resources/content.ts) at `path`: `multipart` (POST
   * `{path}`, POST `{path}/{id}`, DELETE `{path}/{id}`) or `store` (`/store`, `/update`, `/delete/{id}`),
   * both with `/all` and `/toggle-active/{id}`. Unset: the type has a resource of its own.
   */
  contract?: {
    style: 'multipart' | 'store'
    /** Extra keys of the plain array (the picker shapes of the specs' section 3). */
    picker: (row: Record<string, unknown>) => Record<string, unknown>
    messages: { created: string; updated: string; deleted: string; toggled: string }
  }
  admin: {
    /**
     * The route key of the screen it is edited on when that screen is not its own: a category type's
     * is its items' (`images`), the podcasts' the wellbeing books' ('Libros y podcast'), the blogs' the
     * first audience's (src/content/admin-routes.ts). Unset: its own screen (`kit` or `custom`), keyed by `key`.
     */
    screen?: string
    /** Its own screen from the kit (contentScreen + TableScreen): the route and the screen's words. */
    kit?: ScreenPlace & { texts: KitTexts }
    /** Its own screen, a component of its own (src/admin/screens, named in views/ScreenView.tsx). */
    custom?: ScreenPlace & { component: Exclude<ScreenName, 'Contenido'> }
    /** Its rows on 'Inicio'. */
    home: readonly HomeRow[]
  }
  /**
   * The teacher portal: its module, and its section (a registered section's items are read into the part
   * named by `key`) or its view drawn by a named component (the part named by `key` is the component's own).
   */
  portal?: { module: PortalModule; section?: PortalSection; view?: PortalView }
  /** The monthly recommendation that may point at its items. */
  recommendation?: RecommendationOf
  /**
   * The demo content (src/seed/index.ts): items from src/seed/data.ts under the registration's `key`,
   * each with a drawn cover (`cover`: its kind, `byline` its second line) and, unless `listImage` is false, the
   * list's cover too; `custom`: seeded by code of its own.
   */
  seed:
    | {
        cover: 'libro' | 'curso' | 'herramienta' | 'receta' | 'podcast' | 'blog'
        byline: (item: Record<string, unknown>) => string
        listImage?: false
      }
    | { custom: true }
}

/** Keeps the key, path, portal part and descriptor literal, so the paths and the portal's parts get their types from here. */
export const register = <const R extends AnyRegistration>(registration: R): R => registration

const multipartMessages = (noun: string, feminine = false) => ({
  created: `${noun} ${feminine ? 'guardada' : 'guardado'} correctamente`,
  updated: `${noun} ${feminine ? 'actualizada' : 'actualizado'} correctamente`,
  deleted: `${noun} ${feminine ? 'eliminada' : 'eliminado'}`,
  toggled: 'Estado actualizado',
})

export const REGISTRY = [
  register({
    type: blog,
    key: 'blogs',
    graphQL: ['Blog', 'Blogs'],
    published: true,
    admin: {
      screen: 'blogsAlumnos',
      home: [
        { label: 'Blogs · Alumnos', scope: `audience = 'alumnos'`, screen: 'blogsAlumnos' },
        {
          label: 'Blogs · Profesores',
          scope: `audience = 'profesores'`,
          screen: 'blogsProfesores',
        },
        {
          label: 'Blogs · Padres de familia',
          scope: `audience = 'padres-familia'`,
          screen: 'blogsPadres',
        },
      ],
    },
    seed: { custom: true },
  }),
  register({
    type: activity,
    key: 'activities',
    graphQL: ['Activity', 'Activities'],
    path: `${RESOURCES_BASE}/actividades`,
    published: false,
    admin: {
      custom: {
        path: `${RESOURCES_BASE}/actividades`,
        label: 'Actividades (Calendario)',
        title: 'Actividades',
        group: 'recursos',
        component: 'Actividades',
      },
      home: [{ label: 'Actividades', published: 'true' }],
    },
    portal: {
      module: 'recursos_educativos',
      view: {
        component: 'calendar',
        vista: 'evento',
        title: 'Calendario de actividades',
        share: { kind: 'actividad', label: 'Actividad' },
      },
    },
    seed: { custom: true },
  }),
  register({
    type: imageCategory,
    key: 'imageCategories',
    graphQL: ['ImageCategory', 'ImageCategories'],
    published: true,
    admin: { screen: 'images', home: [] },
    portal: {
      module: 'recursos_educativos',
      view: {
        component: 'categories',
        vista: 'imagenes',
        title: 'Banco de imágenes',
        card: {
          text: 'Ilustraciones y fondos por tema para tus presentaciones, carteles y periódico mural.',
          art: 'images',
        },
        items: 'images',
        empty: 'No hay imágenes disponibles.',
        row: 'image',
      },
    },
    seed: { custom: true },
  }),
  register({
    type: imageItem,
    key: 'images',
    graphQL: ['Image', 'Images'],
    path: `${RESOURCES_BASE}/imagenes`,
    published: true,
    admin: {
      custom: { path: `${RESOURCES_BASE}/imagenes`, label: 'Imágenes', group: 'recursos', component: 'Imagenes' },
      home: [{ label: 'Imágenes' }],
    },
    seed: { custom: true },
  }),
  register({
    type: templateCategory,
    key: 'templateCategories',
    graphQL: ['TemplateCategory', 'TemplateCategories'],
    published: true,
    admin: { screen: 'templates', home: [] },
    portal: {
      module: 'recursos_educativos',
      view: {
        component: 'categories',
        vista: 'plantillas',
        title: 'Plantillas',
        card: {
          text: 'Planeaciones, reconocimientos y listas de asistencia listas para descargar y editar.',
          art: 'templates',
        },
        items: 'templates',
        empty: 'No hay archivos disponibles.',
        row: 'template',
      },
    },
    seed: { custom: true },
  }),
  register({
    type: templateItem,
    key: 'templates',
    graphQL: ['TemplateFile', 'TemplateFiles'],
    path: `${RESOURCES_BASE}/plantillas`,
    published: true,
    admin: {
      custom: { path: `${RESOURCES_BASE}/plantillas`, label: 'Plantillas', group: 'recursos', component: 'Plantillas' },
      home: [{ label: 'Plantillas' }],
    },
    seed: { custom: true },
  }),
  register({
    type: developmentBook,
    key: 'developmentBooks',
    graphQL: ['DevelopmentBook', 'DevelopmentBooks'],
    path: `${DEVELOPMENT_BASE}/libros`,
    published: true,
    contract: {
      style: 'multipart',
      picker: (row) => ({ image: row.image_path, category: 'Libro', url: row.purchase_link }),
      messages: multipartMessages('Libro'),
    },
    admin: {
      kit: {
        path: `${DEVELOPMENT_BASE}/libros`,
        label: 'Libros',
        title: 'Libros de Desarrollo',
        group: 'desarrollo',
        texts: {
          breadcrumb: ['Desarrollo', 'Libros'],
          addLabel: 'Agregar libro',
          listTitle: 'Lista de libros',
          searchPlaceholder: 'Buscar libro...',
          emptyText: 'No se encontraron libros',
          loadError: 'Error al cargar los libros',
          remove: { success: 'Libro eliminado', failure: 'Error al eliminar el libro' },
          toggle: { success: 'Estado actualizado', failure: 'Error al cambiar el estado del libro' },
          form: {
            createTitle: 'Nuevo libro',
            editTitle: 'Editar libro',
            updateLabel: 'Actualizar',
            messages: {
              success: 'Libro guardado correctamente',
              failure: 'Error al guardar el libro. Por favor, inténtalo de nuevo.',
            },
          },
        },
      },
      home: [{ label: 'Libros (Desarrollo)' }],
    },
    portal: {
      module: 'desarrollo',
      section: {
        section: 'libros',
        detail: 'libro',
        title: 'Libros',
        empty: 'No hay libros disponibles.',
        card: { text: 'Lecturas para renovar tu práctica docente.', art: 'books' },
        meta: [['Autor', 'author']],
        link: { label: 'Dónde comprarlo', field: 'purchase_link' },
      },
    },
    recommendation: { module: 'desarrollo', type: 'book', label: 'Libro', rank: 1 },
    seed: { cover: 'libro', byline: (item) => String(item.author) },
  }),
  register({
    type: course,
    key: 'courses',
    graphQL: ['Course', 'Courses'],
    path: `${DEVELOPMENT_BASE}/cursos`,
    published: true,
    contract: {
      style: 'multipart',
      picker: (row) => ({ image: row.image_path, category: 'Curso', url: row.purchase_link }),
      messages: multipartMessages('Curso'),
    },
    admin: {
      kit: {
        path: `${DEVELOPMENT_BASE}/cursos`,
        label: 'Cursos en línea',
        group: 'desarrollo',
        texts: {
          breadcrumb: ['Desarrollo', 'Cursos en línea'],
          addLabel: 'Agregar curso',
          listTitle: 'Lista de cursos',
          counterLabel: 'cursos registrados',
          searchPlaceholder: 'Buscar curso...',
          emptyText: 'No se encontraron cursos',
          loadError: 'Error al cargar los cursos',
          remove: { success: 'Curso eliminado', failure: 'Error al eliminar el curso', keepOpenOnFailure: true },
          toggle: { success: 'Estado actualizado', failure: 'Error al cambiar el estado del curso' },
          form: {
            createTitle: 'Nuevo curso',
            editTitle: 'Editar curso',
            updateLabel: 'Actualizar',
            messages: {
              success: 'Curso guardado correctamente',
              failure: 'Error al guardar el curso. Por favor, inténtalo de nuevo.',
            },
          },
        },
      },
      home: [{ label: 'Cursos en línea' }],
    },
    portal: {
      module: 'desarrollo',
      section: {
        section: 'cursos',
        detail: 'curso',
        title: 'Cursos',
        empty: 'No hay cursos disponibles.',
        card: { text: 'Formación en línea y presencial para seguir creciendo.', art: 'courses' },
        meta: [
          ['Plataforma', 'plathform'],
          ['Modalidad', 'type'],
          ['Materia', 'subject'],
          ['Duración', 'duration'],
        ],
        link: { label: 'Dónde tomar el curso', field: 'purchase_link' },
      },
    },
    recommendation: { module: 'desarrollo', type: 'course', label: 'Curso', rank: 2 },
    seed: { cover: 'curso', byline: (item) => `${String(item.plathform)} · ${String(item.duration)}` },
  }),
  register({
    type: tool,
    key: 'tools',
    graphQL: ['Tool', 'Tools'],
    path: `${DEVELOPMENT_BASE}/herramientas`,
    published: true,
    contract: {
      style: 'multipart',
      picker: (row) => ({ image: row.image_path, category: 'Herramienta', url: row.link }),
      messages: multipartMessages('Herramienta', true),
    },
    admin: {
      kit: {
        path: `${DEVELOPMENT_BASE}/herramientas`,
        label: 'Otras herramientas',
        group: 'desarrollo',
        texts: {
          breadcrumb: ['Desarrollo', 'Otras herramientas'],
          addLabel: 'Agregar herramienta',
          listTitle: 'Lista de herramientas',
          counterLabel: 'herramientas registradas',
          searchPlaceholder: 'Buscar herramienta...',
          emptyText: 'No se encontraron herramientas',
          loadError: 'Error al cargar las herramientas',
          remove: {
            success: 'Herramienta eliminada',
            failure: 'Error al eliminar la herramienta',
            keepOpenOnFailure: true,
          },
          toggle: { success: 'Estado actualizado', failure: 'Error al cambiar el estado de la herramienta' },
          form: {
            createTitle: 'Nueva herramienta',
            editTitle: 'Editar herramienta',
            updateLabel: 'Actualizar',
            messages: {
              success: 'Herramienta guardada correctamente',
              failure: 'Error al guardar la herramienta. Por favor, inténtalo de nuevo.',
            },
          },
        },
      },
      home: [{ label: 'Otras herramientas' }],
    },
    portal: {
      module: 'desarrollo',
      section: {
        section: 'herramientas',
        detail: 'herramienta',
        title: 'Herramientas',
        empty: 'No hay herramientas disponibles.',
        card: { text: 'Aplicaciones y recursos digitales para tu clase.', art: 'tools' },
        meta: [],
        link: { label: 'Dónde lo encuentro', field: 'link' },
      },
    },
    recommendation: { module: 'desarrollo', type: 'tool', label: 'Herramienta', rank: 3, feminine: true },
    seed: { cover: 'herramienta', byline: () => 'Herramienta digital para el aula' },
  }),
  register({
    type: musicCategory,
    key: 'musicCategories',
    graphQL: ['MusicCategory', 'MusicCategories'],
    published: true,
    admin: { screen: 'music', home: [] },
    portal: {
      module: 'bienestar',
      view: {
        component: 'categories',
        vista: 'musica',
        title: 'Música',
        card: { text: 'Listas para concentrarte, relajarte o empezar el día con energía.', art: 'music' },
        items: 'music',
        empty: 'No hay música disponible.',
        row: 'track',
        share: { kind: 'cancion', label: 'Música' },
        recommendedText: 'Una pista de la categoría {category}.',
      },
    },
    seed: { custom: true },
  }),
  register({
    type: musicItem,
    key: 'music',
    graphQL: ['MusicItem', 'MusicItems'],
    path: `${WELLBEING_BASE}/musica`,
    published: true,
    admin: {
      custom: { path: `${WELLBEING_BASE}/musica`, label: 'Música', group: 'bienestar', component: 'Musica' },
      home: [{ label: 'Música' }],
    },
    // Its portal view is the music categories' (their registration's `portal.view`).
    recommendation: {
      module: 'bienestar',
      type: 'music',
      label: 'Musica',
      rank: 3,
      listTitle: 'Selecciona una opcion de música',
      noun: 'Este elemento de música',
      kind: 'Música',
    },
    seed: { custom: true },
  }),
  register({
    type: recipe,
    key: 'recipes',
    graphQL: ['Recipe', 'Recipes'],
    path: `${WELLBEING_BASE}/recetas`,
    published: true,
    contract: {
      style: 'multipart',
      picker: (row) => ({ image: row.image_path }),
      messages: multipartMessages('Receta', true),
    },
    admin: {
      kit: {
        path: `${WELLBEING_BASE}/recetas`,
        label: 'Nutrición (Recetas)',
        title: 'Recetas',
        group: 'bienestar',
        texts: {
          breadcrumb: ['ProfeMax', 'Bienestar', 'Nutrición (Recetas)'],
          addLabel: 'Agregar receta',
          listTitle: 'Lista de recetas',
          searchPlaceholder: 'Buscar receta...',
          counterLabel: 'recetas registradas',
          emptyText: 'No se encontraron recetas',
          loadError: 'Error al cargar las recetas',
          remove: { success: 'Receta eliminada', failure: 'Error al eliminar la receta', keepOpenOnFailure: true },
          toggle: { success: 'Estado actualizado', failure: 'Error al cambiar el estado de la receta' },
          form: {
            createTitle: 'Nueva receta',
            editTitle: 'Editar receta',
            messages: {
              success: 'Receta guardada correctamente',
              failure: 'Error al guardar la receta. Por favor, inténtalo de nuevo.',
            },
          },
        },
      },
      home: [{ label: 'Recetas' }],
    },
    portal: {
      module: 'bienestar',
      section: {
        section: 'recetas',
        detail: 'receta',
        title: 'Recetas',
        empty: 'No hay recetas disponibles.',
        card: { text: 'Platillos sencillos y nutritivos para tu día a día.', art: 'recipes' },
        meta: [
          ['Tiempo de preparación', 'time'],
          ['Porciones', 'portions'],
        ],
        link: null,
        more: { label: 'Ver más recetas', testId: 'more-recipes' },
        listHeadings: (item) => ({ ingredients: `Ingredientes (${portionsLabel(Number(item.portions))})` }),
      },
    },
    recommendation: { module: 'bienestar', type: 'recipe', label: 'Receta', rank: 2, feminine: true, demo: true },
    // One picture (no list image), drawn with the time and portions.
    seed: {
      cover: 'receta',
      byline: (item) => `${String(item.time)} · ${portionsLabel(Number(item.portions))}`,
      listImage: false,
    },
  }),
  register({
    type: wellbeingBook,
    key: 'wellbeingBooks',
    graphQL: ['WellbeingBook', 'WellbeingBooks'],
    path: `${WELLBEING_BASE}/libros`,
    published: true,
    // The public card also reads `name`: the title.
    contract: {
      style: 'store',
      picker: (row) => ({ image: row.image_path, name: row.title }),
      messages: {
        created: 'Libro guardado correctamente',
        updated: 'Libro guardado correctamente',
        deleted: 'Libro eliminado',
        toggled: 'Estado actualizado',
      },
    },
    // 'Libros y podcast': the books' screen, a tab of it the podcasts'.
    admin: {
      custom: {
        path: `${WELLBEING_BASE}/libros-podcast`,
        label: 'Libros y podcast',
        group: 'bienestar',
        component: 'LibrosPodcast',
      },
      home: [{ label: 'Libros (Bienestar)' }],
    },
    portal: {
      module: 'bienestar',
      section: {
        section: 'libros_podcast',
        detail: 'libro',
        title: 'Libros',
        empty: 'No hay libros disponibles.',
        card: { title: 'Libros y podcast', text: 'Lecturas y episodios para cuidar de ti.', art: 'podcast' },
        meta: [['Autor', 'author']],
        link: { label: 'Dónde comprarlo', field: 'link_purchase' },
      },
    },
    recommendation: { module: 'bienestar', type: 'book', label: 'Libro', rank: 1 },
    seed: { cover: 'libro', byline: (item) => String(item.author) },
  }),
  register({
    type: podcast,
    key: 'podcasts',
    graphQL: ['Podcast', 'Podcasts'],
    path: `${WELLBEING_BASE}/podcast`,
    published: true,
    contract: {
      style: 'store',
      picker: (row) => ({ image: row.image_path, name: row.title, url: row.link }),
      messages: {
        created: 'Podcast guardado correctamente',
        updated: 'Podcast guardado correctamente',
        deleted: 'Podcast eliminado',
        toggled: 'Estado actualizado',
      },
    },
    admin: { screen: 'wellbeingBooks', home: [{ label: 'Podcasts', query: '?tab=podcast' }] },
    portal: {
      module: 'bienestar',
      // A block of the books' card: 'Libros y podcast'.
      section: {
        section: 'libros_podcast',
        detail: 'podcast',
        title: 'Podcast',
        empty: 'No hay podcasts disponibles.',
        meta: [],
        link: { label: 'Dónde escucharlo', field: 'link' },
      },
    },
    recommendation: { module: 'bienestar', type: 'podcast', label: 'Podcast', rank: 4 },
    seed: { cover: 'podcast', byline: () => 'Episodios nuevos cada semana' },
  }),
  register({
    type: ally,
    key: 'allies',
    graphQL: ['Ally', 'Allies'],
    /** Not in the specs (issue 13): the home page's logo slider. */
    path: '/profe-max/sitio/aliados',
    published: true,
    admin: {
      custom: { path: '/sitio/aliados', label: 'Aliados', group: 'sitio', component: 'Aliados' },
      home: [{ label: 'Aliados' }],
    },
    seed: { custom: true },
  }),
] as const

export type Registered = (typeof REGISTRY)[number]
export type AnyRegistration = Registration<AnyContent, string, string>

/** The registration of a collection slug (undefined for a collection that is not a content type: users, media…). */
export const registrationOf = (
  slug: string,
  registry: readonly AnyRegistration[] = REGISTRY,
): AnyRegistration | undefined => registry.find((entry) => entry.type.slug === slug)

/** The route key of the admin screen a type is edited on: its own (`key`) unless it names another's. */
export const screenOf = (entry: AnyRegistration): string => entry.admin.screen ?? entry.key

/** Every registered collection slug. */
export const registeredSlugs = (registry: readonly AnyRegistration[] = REGISTRY): CollectionSlug[] =>
  registry.map((entry) => entry.type.slug)

/** Types served by the contract's kit handlers. */
export type KitContract = AnyRegistration & { path: string; contract: NonNullable<AnyRegistration['contract']> }
export const kitContracts = (registry: readonly AnyRegistration[] = REGISTRY): KitContract[] =>
  registry.filter((entry): entry is KitContract => Boolean(entry.contract && entry.path))

/**
 * The tests' list of content collections (REST and GraphQL access loops): every type whose visitors
 * read published items only.
 */
export const publishedCollections = (registry: readonly AnyRegistration[] = REGISTRY): CollectionSlug[] =>
  registry.filter((entry) => entry.published).map((entry) => entry.type.slug)

/** The types the seed fills from src/seed/data.ts by their key (the others have seed code of their own). */
export type SeededByKey = AnyRegistration & { seed: Extract<AnyRegistration['seed'], { cover: string }> }
export const seededByKey = (registry: readonly AnyRegistration[] = REGISTRY): SeededByKey[] =>
  registry.filter((entry): entry is SeededByKey => 'cover' in entry.seed)
