/** Demo content: realistic Spanish for every module, with a few unpublished items. */
import type { TemplateContent } from './documents'

/** A school day (Monday to Friday) near `day` of the month `monthOffset` months after `today`'s: a Saturday moves to Friday, a Sunday to Monday. */
export const schoolDay = (today: string, monthOffset: number, day: number): string => {
  const [y, m] = today.split('-').map(Number) as [number, number]
  const date = new Date(Date.UTC(y, m - 1 + monthOffset, day))
  const weekday = date.getUTCDay()
  if (weekday === 6) date.setUTCDate(date.getUTCDate() - 1)
  if (weekday === 0) date.setUTCDate(date.getUTCDate() + 1)
  return date.toISOString().slice(0, 10)
}

/** Demo activities: some with hours (issue 28), the others all-day. */
export const activities = (monthDay: (monthOffset: number, day: number) => string) => [
  {
    title: 'Feria de ciencias en el aula',
    description:
      'Organiza una feria de ciencias donde cada equipo presenta un experimento sencillo con materiales reciclados y explica el método científico que siguió.',
    activity_date: monthDay(0, 8),
    school_grade: '4° a 6° de primaria',
    materials_link: 'https://libros.conaliteg.gob.mx/',
    materials_list: ['Cartulinas', 'Marcadores de colores', 'Botellas recicladas', 'Cinta adhesiva'],
  },
  {
    title: 'Taller de lectura en voz alta',
    description:
      'Sesión de lectura compartida con cuentos latinoamericanos. Los alumnos practican entonación, pausas y comprensión con preguntas guiadas.',
    activity_date: monthDay(0, 17),
    start_time: '09:30',
    end_time: '11:00',
    school_grade: '1° y 2° de primaria',
    materials_link: 'https://www.gob.mx/cultura/acciones-y-programas/programa-nacional-salas-de-lectura',
    materials_list: ['Libros de cuentos', 'Tarjetas de preguntas', 'Lápices'],
  },
  {
    title: 'Mapa de México con plastilina',
    description:
      'Cada alumno modela una región del país con plastilina y la ubica en un mapa gigante; al final se presentan datos de clima, flora y fauna.',
    activity_date: monthDay(0, 24),
    school_grade: '3° de primaria',
    materials_link: 'https://cuentame.inegi.org.mx/',
    materials_list: ['Plastilina', 'Papel kraft', 'Palillos', 'Etiquetas'],
  },
  {
    title: 'Semana de las matemáticas divertidas',
    description:
      'Retos de cálculo mental, juegos de mesa con fracciones y un rally de geometría por el patio de la escuela.',
    activity_date: monthDay(1, 5),
    school_grade: 'Secundaria',
    materials_link: 'https://www.gob.mx/sep',
    materials_list: ['Dados', 'Regla y escuadras', 'Hojas cuadriculadas'],
  },
  {
    title: 'Huerto escolar: siembra de primavera',
    description:
      'Preparación de la tierra y siembra de hortalizas. Los alumnos llevan una bitácora del crecimiento de sus plantas durante el mes.',
    activity_date: monthDay(1, 14),
    start_time: '08:00',
    end_time: '10:30',
    school_grade: 'Todos los grados',
    materials_link: 'https://www.fao.org/school-food/es/',
    materials_list: ['Semillas', 'Macetas', 'Libreta para bitácora', 'Etiquetas de colores'],
  },
]

const cats = (names: string[][]) => names.map(([name, active]) => ({ name: name!, is_active: active !== 'inactive' }))

export const imageCategories = cats([
  ['Fechas cívicas'],
  ['Ciencias naturales'],
  ['Emociones'],
  ['Archivo 2024', 'inactive'],
])
export const templateCategories = cats([
  ['Planeaciones'],
  ['Reconocimientos'],
  ['Listas de asistencia'],
  ['Borradores', 'inactive'],
])
export const musicCategories = cats([
  ['Concentración'],
  ['Relajación'],
  ['Energía para empezar el día'],
  ['Temporada navideña', 'inactive'],
])

/** The image bank's printable line art (src/seed/art.ts `colouringPage`). */
export const COLOURING_TITLE = 'Tarjeta para colorear'
export const imageTitles = [
  'Ilustración principal',
  'Cartel para el periódico mural',
  COLOURING_TITLE,
  'Fondo para presentación',
]
export const templateTitles = ['Formato editable', 'Versión para imprimir', 'Guía rápida']

/**
 * Tracks per music category (issue 31: each title once, not 'Sonidos de lluvia 2'), in the categories'
 * order. Play links open the piece on Wikipedia in Spanish, whose page carries a free recording or
 * describes the sound (the demo has no licensed audio of its own); a real programme links its own.
 */
export const musicItems: Record<string, readonly (readonly [title: string, url: string, ext: string])[]> = {
  Concentración: [
    ['Piano suave para estudiar', 'https://es.wikipedia.org/wiki/Gymnop%C3%A9dies', 'mp3'],
    ['Sonidos de lluvia', 'https://es.wikipedia.org/wiki/Ruido_blanco', 'wav'],
    ['Guitarra acústica matutina', 'https://es.wikipedia.org/wiki/Recuerdos_de_la_Alhambra', 'ogg'],
  ],
  Relajación: [
    ['Claro de luna al piano', 'https://es.wikipedia.org/wiki/Clair_de_lune_(Debussy)', 'mp3'],
    ['Olas del mar al atardecer', 'https://es.wikipedia.org/wiki/Ola', 'wav'],
    ['Cuencos tibetanos', 'https://es.wikipedia.org/wiki/Cuenco_tibetano', 'ogg'],
  ],
  'Energía para empezar el día': [
    ['Marimba para arrancar la mañana', 'https://es.wikipedia.org/wiki/Marimba', 'mp3'],
    ['Huapango de Moncayo', 'https://es.wikipedia.org/wiki/Huapango_(Moncayo)', 'wav'],
    ['Danzón No. 2 de Márquez', 'https://es.wikipedia.org/wiki/Danz%C3%B3n_n.%C2%BA_2', 'ogg'],
  ],
  'Temporada navideña': [
    ['Villancicos para la posada', 'https://es.wikipedia.org/wiki/Villancico', 'mp3'],
    ['Campanas de invierno', 'https://es.wikipedia.org/wiki/Campana', 'wav'],
    ['Noche de paz en marimba', 'https://es.wikipedia.org/wiki/Noche_de_paz', 'ogg'],
  ],
}

const concepts = (...items: string[]) => items

/** A book in the retailer's own online store (its search for the title and author), not another shop's. */
const retailerSearch = (query: string): string => `https://www.officemax.com.mx/busca?ft=${encodeURIComponent(query)}`

export const developmentBooks = [
  {
    name: 'Enseñar a pensar',
    author: 'Robert Swartz',
    description:
      'Una guía práctica para integrar el pensamiento crítico y creativo en cualquier materia, con rutinas listas para usar en el aula.',
    purchase_link: retailerSearch('Enseñar a pensar Robert Swartz'),
    first_subdescription: concepts(
      'Te ayuda a diseñar preguntas que despiertan la curiosidad.',
      'Ofrece rutinas de pensamiento aplicables desde primaria.',
    ),
    second_subdescription: concepts(
      'Estrategias para evaluar el razonamiento de tus alumnos.',
      'Ideas para clases más participativas.',
    ),
    is_active: true,
  },
  {
    name: 'Disciplina positiva en el salón de clases',
    author: 'Jane Nelsen',
    description:
      'Herramientas para construir un ambiente de respeto mutuo, resolver conflictos y fomentar la responsabilidad sin castigos.',
    purchase_link: retailerSearch('Disciplina positiva en el salón de clases Jane Nelsen'),
    first_subdescription: concepts(
      'Aprendes a guiar el comportamiento con firmeza y amabilidad.',
      'Encuentras ejemplos de asambleas de grupo.',
    ),
    second_subdescription: concepts('Un clima de aula más tranquilo.', 'Alumnos que proponen soluciones.'),
    is_active: true,
  },
  {
    name: 'El elemento',
    author: 'Ken Robinson',
    description:
      'Reflexión sobre el talento y la pasión, y sobre cómo la escuela puede ayudar a que cada estudiante descubra su vocación.',
    purchase_link: retailerSearch('El elemento Ken Robinson'),
    first_subdescription: concepts(
      'Una mirada nueva sobre la creatividad.',
      'Historias inspiradoras de personas que encontraron su camino.',
    ),
    second_subdescription: concepts('Motivación para acompañar los intereses de tus alumnos.'),
    is_active: true,
  },
  {
    name: 'Evaluación formativa paso a paso',
    author: 'Colectivo Docente MX',
    description: 'Manual para diseñar rúbricas, listas de cotejo y retroalimentación útil.',
    purchase_link: retailerSearch('evaluación formativa'),
    first_subdescription: concepts('Modelos de rúbricas.'),
    second_subdescription: concepts('Evaluaciones más justas.'),
    is_active: false,
  },
]

export const courses = [
  {
    name: 'Inteligencia artificial para docentes',
    plathform: 'Grow with Google',
    description:
      'Aprende a usar herramientas de IA generativa para planear clases, crear materiales y atender la diversidad del grupo de forma ética.',
    type: '1',
    duration: '2 horas',
    subject: 'Tecnología educativa',
    purchase_link: 'https://grow.google/ai-for-educators/',
    first_subdescription: concepts('Ahorras tiempo en la planeación.', 'Conoces los riesgos y buenas prácticas.'),
    second_subdescription: concepts('Materiales personalizados para tu grupo.'),
    is_active: true,
  },
  {
    name: 'Primeros auxilios en la escuela',
    plathform: 'Cruz Roja Mexicana',
    description:
      'Curso práctico en tu delegación de la Cruz Roja: qué hacer ante caídas, cortadas, asfixia o desmayos en el salón y en el patio.',
    type: '2',
    duration: '16 horas',
    subject: 'Salud y seguridad escolar',
    purchase_link: 'https://www.cruzrojamexicana.org.mx/',
    first_subdescription: concepts(
      'Prácticas con maniquí y casos reales de la escuela.',
      'Constancia con validez oficial.',
    ),
    second_subdescription: concepts('Calma y método ante una emergencia.'),
    is_active: true,
  },
  {
    name: 'Inglés para el aula',
    plathform: 'British Council',
    description:
      'Frases, rutinas y juegos para dar instrucciones en inglés y animar a tus alumnos a practicar el idioma todos los días.',
    type: '3',
    duration: '8 semanas',
    subject: 'Inglés',
    purchase_link: 'https://www.britishcouncil.org.mx/',
    first_subdescription: concepts('Confianza para hablar inglés frente al grupo.'),
    second_subdescription: concepts('Rutinas bilingües sencillas.', 'Recursos descargables.'),
    is_active: true,
  },
  {
    name: 'Educación socioemocional en primaria',
    plathform: 'MéxicoX (SEP)',
    description:
      'Estrategias para trabajar emociones, empatía y convivencia con actividades breves y juegos cooperativos, a tu ritmo y en línea.',
    type: '1',
    duration: '20 horas',
    subject: 'Educación socioemocional',
    purchase_link: 'https://mexicox.gob.mx/',
    first_subdescription: concepts('Dinámicas listas para aplicar.', 'Foros con docentes de todo el país.'),
    second_subdescription: concepts('Un grupo con mejor convivencia.'),
    is_active: true,
  },
  {
    name: 'Robótica educativa básica',
    plathform: 'edX',
    description: 'Introducción a la robótica con materiales de bajo costo.',
    type: '1',
    duration: '4 semanas',
    subject: 'Tecnología',
    purchase_link: 'https://www.edx.org/learn/robotics',
    first_subdescription: concepts('Proyectos guiados.'),
    second_subdescription: concepts('Clases de tecnología más prácticas.'),
    is_active: false,
  },
]

export const tools = [
  {
    name: 'Canva para educación',
    description:
      'Plataforma gratuita para docentes con plantillas de presentaciones, infografías y hojas de trabajo que puedes editar en minutos.',
    link: 'https://www.canva.com/education/',
    first_subdescription: concepts(
      'Materiales visuales atractivos sin ser diseñador.',
      'Trabajo colaborativo con tus alumnos.',
    ),
    second_subdescription: concepts('Preparas tus clases con poco tiempo.'),
    is_active: true,
  },
  {
    name: 'Kahoot!',
    description:
      'Cuestionarios en forma de juego para repasar temas, diagnosticar conocimientos previos y cerrar la clase con energía.',
    link: 'https://kahoot.com/schools/',
    first_subdescription: concepts('Participación de todo el grupo.', 'Resultados inmediatos.'),
    second_subdescription: concepts('Buscas repasos dinámicos.'),
    is_active: true,
  },
  {
    name: 'Google Classroom',
    description:
      'Organiza tareas, materiales y comunicación con tu grupo en un solo lugar, con acceso desde cualquier dispositivo.',
    link: 'https://edu.google.com/workspace-for-education/classroom/',
    first_subdescription: concepts('Orden en la entrega de tareas.'),
    second_subdescription: concepts('Das clases híbridas.', 'Quieres comunicarte mejor con las familias.'),
    is_active: true,
  },
  {
    name: 'Padlet',
    description: 'Muros digitales colaborativos para lluvias de ideas.',
    link: 'https://padlet.com/',
    first_subdescription: concepts('Ideas de todo el grupo en un solo lugar.'),
    second_subdescription: concepts('Te gusta el trabajo colaborativo.'),
    is_active: false,
  },
]

export const recipes = [
  {
    title: 'Ensalada de quinoa con verduras',
    time: '25 minutos',
    portions: 2,
    short_description: 'Un almuerzo fresco y ligero para llevar a la escuela.',
    description:
      'Una receta rápida, rica en proteína vegetal y fibra, que puedes preparar la noche anterior y disfrutar en el recreo.',
    ingredients: concepts(
      '1 taza de quinoa',
      '1 pepino',
      '10 jitomates cherry',
      'Jugo de 1 limón',
      'Aceite de oliva y sal',
    ),
    preparation: concepts(
      'Enjuaga y cuece la quinoa 15 minutos.',
      'Pica las verduras.',
      'Mezcla todo y sazona con limón, aceite y sal.',
    ),
    first_subdescription: concepts('Energía estable durante la mañana.', 'Te ayuda a mantener la concentración.'),
    is_active: true,
  },
  {
    title: 'Licuado verde energizante',
    time: '5 minutos',
    portions: 1,
    short_description: 'Desayuno exprés antes de la primera clase.',
    description: 'Espinaca, plátano y avena en un licuado que te da energía para empezar el día con buen ánimo.',
    ingredients: concepts(
      '1 puño de espinaca',
      '1 plátano',
      '2 cucharadas de avena',
      '1 taza de leche o bebida vegetal',
    ),
    preparation: concepts('Lava la espinaca.', 'Licúa todos los ingredientes por un minuto.', 'Sirve de inmediato.'),
    first_subdescription: concepts('Aporta hierro y fibra.', 'Es fácil de preparar en días ocupados.'),
    is_active: true,
  },
  {
    title: 'Tacos de frijol y nopal',
    time: '30 minutos',
    portions: 4,
    short_description: 'Comida tradicional, nutritiva y económica.',
    description:
      'Tacos con frijoles de la olla, nopales asados y salsa casera: una comida completa para compartir en familia.',
    ingredients: concepts(
      '8 tortillas de maíz',
      '2 tazas de frijoles cocidos',
      '3 nopales',
      'Salsa verde',
      'Queso fresco',
    ),
    preparation: concepts(
      'Asa los nopales y córtalos en tiras.',
      'Calienta los frijoles.',
      'Arma los tacos y agrega salsa y queso.',
    ),
    first_subdescription: concepts('Proteína y fibra para toda la tarde.'),
    is_active: true,
  },
  {
    title: 'Galletas de avena sin azúcar',
    time: '40 minutos',
    portions: 12,
    short_description: 'Un antojo saludable.',
    description: 'Galletas horneadas con avena y plátano maduro.',
    ingredients: concepts('2 plátanos maduros', '1 taza de avena', 'Canela'),
    preparation: concepts('Machaca los plátanos.', 'Mezcla con la avena.', 'Hornea 15 minutos a 180 °C.'),
    first_subdescription: concepts('Un snack sin azúcar añadida.'),
    is_active: false,
  },
]

export const wellbeingBooks = [
  {
    title: 'El arte de no amargarse la vida',
    author: 'Rafael Santandreu',
    short_description: 'Claves para transformar los pensamientos que nos generan estrés.',
    description:
      'Un libro de psicología cognitiva accesible que enseña a relativizar los problemas cotidianos y a vivir con más serenidad dentro y fuera del aula.',
    link_purchase: retailerSearch('El arte de no amargarse la vida'),
    subdescription_1: concepts('Herramientas para manejar la frustración.', 'Una visión más amable de los errores.'),
    subdescription_2: concepts('Sientes que el estrés escolar te rebasa.'),
    is_active: true,
  },
  {
    title: 'Mindfulness para docentes',
    author: 'Patricia Jennings',
    short_description: 'Atención plena para un aula más tranquila.',
    description:
      'Prácticas breves de respiración y atención plena que puedes hacer antes, durante y después de tus clases.',
    link_purchase: retailerSearch('Mindfulness para docentes Patricia Jennings'),
    subdescription_1: concepts('Ejercicios de cinco minutos.', 'Mejor manejo de las emociones.'),
    subdescription_2: concepts('Quieres empezar a meditar sin complicaciones.'),
    is_active: true,
  },
  {
    title: 'Hábitos atómicos',
    author: 'James Clear',
    short_description: 'Pequeños cambios, resultados extraordinarios.',
    description:
      'Un método práctico para construir buenos hábitos y abandonar los malos, con ejemplos aplicables a la vida docente.',
    link_purchase: retailerSearch('Hábitos atómicos James Clear'),
    subdescription_1: concepts('Un sistema para organizar tu día.'),
    subdescription_2: concepts('Buscas ser más constante.', 'Te gustan los consejos prácticos.'),
    is_active: true,
  },
  {
    title: 'Cuaderno de gratitud',
    author: 'Ana Lucía Méndez',
    short_description: 'Ejercicios diarios de gratitud.',
    description: 'Un cuaderno guiado para escribir tres cosas buenas de cada día.',
    link_purchase: retailerSearch('cuaderno de gratitud'),
    subdescription_1: concepts('Un hábito sencillo de bienestar.'),
    subdescription_2: concepts('Te gusta escribir.'),
    is_active: false,
  },
]

export const podcasts = [
  {
    title: 'Maestros que inspiran',
    short_description: 'Historias de docentes mexicanos que transforman su comunidad.',
    description:
      'Cada semana una maestra o un maestro comparte cómo enfrentó un reto en su escuela y qué aprendió en el camino.',
    link: 'https://open.spotify.com/search/Maestros%20que%20inspiran/podcasts',
    subdescription_1: concepts('Ideas probadas en escuelas reales.', 'Motivación para tu semana.'),
    subdescription_2: concepts('Te gustan las historias de vida.'),
    is_active: true,
  },
  {
    title: 'Respira y enseña',
    short_description: 'Meditaciones guiadas de diez minutos para docentes.',
    description:
      'Episodios breves para soltar la tensión del día, con ejercicios de respiración y relajación muscular.',
    link: 'https://open.spotify.com/search/meditaci%C3%B3n%20guiada%20docentes/podcasts',
    subdescription_1: concepts('Un momento de calma al terminar la jornada.'),
    subdescription_2: concepts('Buscas dormir mejor.', 'Quieres reducir el estrés.'),
    is_active: true,
  },
  {
    title: 'Aula abierta',
    short_description: 'Conversaciones sobre innovación educativa.',
    description:
      'Entrevistas con especialistas en educación sobre evaluación, tecnología, inclusión y bienestar docente.',
    link: 'https://open.spotify.com/search/innovaci%C3%B3n%20educativa/podcasts',
    subdescription_1: concepts('Tendencias educativas explicadas con claridad.'),
    subdescription_2: concepts('Te interesa actualizarte.'),
    is_active: true,
  },
  {
    title: 'Café con profes',
    short_description: 'Charlas informales entre colegas.',
    description: 'Un espacio relajado para hablar de la vida docente.',
    link: 'https://open.spotify.com/search/caf%C3%A9%20con%20profes/podcasts',
    subdescription_1: concepts('Compañía en el trayecto a la escuela.'),
    subdescription_2: concepts('Te gusta el humor.'),
    is_active: false,
  },
]

export { blogs } from './blog-posts'

/** Ally brands of the home page slider (fictional names; logos drawn locally by src/seed/art.ts). */
export const allies: { name: string; order: number; is_active: boolean }[] = [
  ['Papelería Central', true],
  ['Lápices Aurora', true],
  ['Cuadernos Norte', true],
  ['Colores Maya', true],
  ['Editorial Saber', true],
  ['Mochilas Rumbo', true],
  ['Tecnología Aula', true],
  ['Arte y Trazo', true],
  ['Marca en pausa', false],
].map(([name, is_active], index) => ({
  name: name as string,
  order: (index + 1) * 10,
  is_active: is_active as boolean,
}))

/** The emoji (Fluent Emoji Flat names) drawn on each item's cover or illustration, by name or title. */
export const pictureIcons: Record<string, string> = {
  'Enseñar a pensar': 'light-bulb',
  'Disciplina positiva en el salón de clases': 'handshake',
  'El elemento': 'artist-palette',
  'Evaluación formativa paso a paso': 'bar-chart',
  'Inteligencia artificial para docentes': 'robot',
  'Educación socioemocional en primaria': 'people-hugging',
  'Inglés para el aula': 'speech-balloon',
  'Robótica educativa básica': 'gear',
  'Canva para educación': 'artist-palette',
  'Kahoot!': 'video-game',
  'Google Classroom': 'laptop',
  Padlet: 'pushpin',
  'Ensalada de quinoa con verduras': 'green-salad',
  'Licuado verde energizante': 'cup-with-straw',
  'Tacos de frijol y nopal': 'taco',
  'Galletas de avena sin azúcar': 'cookie',
  'El arte de no amargarse la vida': 'sun-with-face',
  'Mindfulness para docentes': 'person-in-lotus-position',
  'Hábitos atómicos': 'check-mark-button',
  'Cuaderno de gratitud': 'notebook-with-decorative-cover',
  'Maestros que inspiran': 'studio-microphone',
  'Respira y enseña': 'headphone',
  'Aula abierta': 'microphone',
  'Café con profes': 'hot-beverage',
  alumnos: 'backpack',
  profesores: 'teacher',
  'padres-familia': 'house-with-garden',
}

/** Illustrations of the image bank: each category's scene, and the emoji of each of its pictures. */
export const categoryScenes: Record<string, string[]> = {
  'Fechas cívicas': ['party-popper', 'bell', 'spiral-calendar', 'confetti-ball'],
  'Ciencias naturales': ['microscope', 'test-tube', 'seedling', 'dna'],
  Emociones: ['smiling-face-with-smiling-eyes', 'red-heart', 'people-hugging', 'sparkles'],
  'Archivo 2024': ['file-folder', 'card-index-dividers'],
  Planeaciones: ['spiral-calendar', 'memo', 'pencil'],
  Reconocimientos: ['sports-medal', 'trophy', 'glowing-star'],
  'Listas de asistencia': ['clipboard', 'check-mark-button', 'pencil'],
  Borradores: ['memo', 'wastebasket'],
  Concentración: ['headphone', 'brain', 'musical-note'],
  Relajación: ['cloud-with-rain', 'leaf-fluttering-in-wind', 'musical-notes'],
  'Energía para empezar el día': ['sun', 'guitar', 'musical-notes'],
  'Temporada navideña': ['christmas-tree', 'bell'],
}

/** What each template category's demo files hold (src/seed/documents.ts makes the PDF and the DOCX). */
export const templateContents: Record<string, Omit<TemplateContent, 'category'>> = {
  Planeaciones: {
    purpose: 'Formato de planeación didáctica semanal por campo formativo.',
    columns: ['Día', 'Aprendizaje esperado', 'Actividades', 'Materiales', 'Evaluación'],
    rows: 10,
    guide: [
      {
        heading: '1. Antes de planear',
        paragraphs: [
          'Revisa el programa de estudio de tu grado y elige los contenidos y procesos de desarrollo de aprendizaje que trabajarás en la semana. Considera el diagnóstico de tu grupo: qué saben, qué les interesa y qué les cuesta trabajo.',
          'Define un propósito claro y breve para la semana. Un buen propósito dice qué harán los alumnos y para qué: «Que los alumnos describan los cambios de estado del agua mediante experimentos sencillos para explicar fenómenos de su entorno».',
        ],
      },
      {
        heading: '2. Secuencia de actividades',
        paragraphs: [
          'Organiza cada sesión en inicio, desarrollo y cierre. En el inicio recupera saberes previos con una pregunta o un reto; en el desarrollo propone actividades en las que los alumnos exploren, discutan y produzcan; en el cierre pide que expliquen con sus palabras lo aprendido.',
          'Alterna el trabajo individual, en parejas y en equipos. Prevé ajustes para los alumnos que necesitan más apoyo y retos para quienes avanzan más rápido.',
        ],
      },
      {
        heading: '3. Evaluación formativa',
        paragraphs: [
          'Anota en la última columna qué evidencia recogerás cada día (una producción, una observación, una pregunta de salida) y con qué instrumento: lista de cotejo, rúbrica o registro anecdótico.',
          'Al terminar la semana, escribe tres líneas sobre lo que funcionó y lo que cambiarías. Esa reflexión es el punto de partida de la siguiente planeación.',
        ],
      },
    ],
  },
  Reconocimientos: {
    purpose: 'Reconocimientos para celebrar el esfuerzo y los logros de tus alumnos.',
    columns: ['Alumno', 'Logro reconocido', 'Fecha', 'Entregado'],
    rows: 12,
    guide: [
      {
        heading: 'Por qué reconocer',
        paragraphs: [
          'Un reconocimiento oportuno refuerza la conducta y el esfuerzo que quieres ver en el salón. Funciona mejor cuando es específico: no solo «buen alumno», sino «por ayudar a sus compañeros a resolver problemas de fracciones».',
          'Procura que a lo largo del ciclo todos los alumnos reciban al menos uno. Hay logros de muchos tipos: académicos, de convivencia, de constancia, de creatividad o de mejora personal.',
        ],
      },
      {
        heading: 'Cómo usar esta plantilla',
        paragraphs: [
          'Escribe el nombre del alumno, el logro con una frase concreta y la fecha. Imprime en cartulina o papel opalina y fírmalo a mano. Entrégalo frente al grupo o en privado, según la personalidad de cada quien.',
          'Lleva el registro en la tabla para saber a quién has reconocido y por qué. Comparte una copia con las familias: para muchas es motivo de orgullo.',
        ],
      },
    ],
  },
  'Listas de asistencia': {
    purpose: 'Lista de asistencia mensual con registro de retardos y justificantes.',
    columns: ['No.', 'Nombre del alumno', 'Asistencias', 'Retardos', 'Faltas', 'Observaciones'],
    rows: 15,
    guide: [
      {
        heading: 'Claves de registro',
        paragraphs: [
          'Usa una clave sencilla y la misma todo el ciclo: punto (•) para asistencia, R para retardo, F para falta y J para falta justificada. Anota la clave al pasar lista, no al final del día.',
          'Al cerrar el mes, suma las columnas de cada alumno. Un patrón de faltas o retardos es una señal para platicar con la familia a tiempo.',
        ],
      },
      {
        heading: 'Datos personales',
        paragraphs: [
          'La lista contiene datos personales de menores: guárdala en un lugar seguro, no la compartas en redes ni en grupos de mensajería y entrégala solo a la dirección de tu escuela cuando te la soliciten.',
        ],
      },
    ],
  },
}
