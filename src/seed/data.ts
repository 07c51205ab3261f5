/** Demo content: realistic Spanish for every module, with a few unpublished items. */

export const activities = (monthDay: (monthOffset: number, day: number) => string) => [
  {
    title: 'Feria de ciencias en el aula',
    description: 'Organiza una feria de ciencias donde cada equipo presenta un experimento sencillo con materiales reciclados y explica el método científico que siguió.',
    activity_date: monthDay(0, 8),
    school_grade: '4° a 6° de primaria',
    materials_link: 'https://www.ejemplo-papeleria.mx/ciencias',
    materials_list: ['Cartulinas', 'Marcadores de colores', 'Botellas recicladas', 'Cinta adhesiva'],
  },
  {
    title: 'Taller de lectura en voz alta',
    description: 'Sesión de lectura compartida con cuentos latinoamericanos. Los alumnos practican entonación, pausas y comprensión con preguntas guiadas.',
    activity_date: monthDay(0, 17),
    school_grade: '1° y 2° de primaria',
    materials_link: 'https://www.ejemplo-papeleria.mx/lectura',
    materials_list: ['Libros de cuentos', 'Tarjetas de preguntas', 'Lápices'],
  },
  {
    title: 'Mapa de México con plastilina',
    description: 'Cada alumno modela una región del país con plastilina y la ubica en un mapa gigante; al final se presentan datos de clima, flora y fauna.',
    activity_date: monthDay(0, 24),
    school_grade: '3° de primaria',
    materials_link: 'https://www.ejemplo-papeleria.mx/manualidades',
    materials_list: ['Plastilina', 'Papel kraft', 'Palillos', 'Etiquetas'],
  },
  {
    title: 'Semana de las matemáticas divertidas',
    description: 'Retos de cálculo mental, juegos de mesa con fracciones y un rally de geometría por el patio de la escuela.',
    activity_date: monthDay(1, 5),
    school_grade: 'Secundaria',
    materials_link: 'https://www.ejemplo-papeleria.mx/matematicas',
    materials_list: ['Dados', 'Regla y escuadras', 'Hojas cuadriculadas'],
  },
  {
    title: 'Huerto escolar: siembra de primavera',
    description: 'Preparación de la tierra y siembra de hortalizas. Los alumnos llevan una bitácora del crecimiento de sus plantas durante el mes.',
    activity_date: monthDay(1, 14),
    school_grade: 'Todos los grados',
    materials_link: 'https://www.ejemplo-papeleria.mx/huerto',
    materials_list: ['Semillas', 'Macetas', 'Libreta para bitácora', 'Etiquetas de colores'],
  },
]

const cats = (names: string[][]) => names.map(([name, active]) => ({ name: name!, is_active: active !== 'inactive' }))

export const imageCategories = cats([['Fechas cívicas'], ['Ciencias naturales'], ['Emociones'], ['Archivo 2024', 'inactive']])
export const templateCategories = cats([['Planeaciones'], ['Reconocimientos'], ['Listas de asistencia'], ['Borradores', 'inactive']])
export const musicCategories = cats([['Concentración'], ['Relajación'], ['Energía para empezar el día'], ['Temporada navideña', 'inactive']])

export const imageTitles = ['Ilustración principal', 'Cartel para el periódico mural', 'Tarjeta para colorear', 'Fondo para presentación']
export const templateTitles = ['Formato editable', 'Versión para imprimir', 'Guía rápida']

export const musicItems = [
  ['Piano suave para estudiar', 'https://musica.ejemplo.mx/piano-suave', 'mp3'],
  ['Sonidos de lluvia', 'https://musica.ejemplo.mx/lluvia', 'wav'],
  ['Guitarra acústica matutina', 'https://musica.ejemplo.mx/guitarra', 'ogg'],
] as const

const concepts = (...items: string[]) => items

export const developmentBooks = [
  {
    name: 'Enseñar a pensar',
    author: 'Robert Swartz',
    description: 'Una guía práctica para integrar el pensamiento crítico y creativo en cualquier materia, con rutinas listas para usar en el aula.',
    purchase_link: 'https://libros.ejemplo.mx/ensenar-a-pensar',
    first_subdescription: concepts('Te ayuda a diseñar preguntas que despiertan la curiosidad.', 'Ofrece rutinas de pensamiento aplicables desde primaria.'),
    second_subdescription: concepts('Estrategias para evaluar el razonamiento de tus alumnos.', 'Ideas para clases más participativas.'),
    is_active: true,
  },
  {
    name: 'Disciplina positiva en el salón de clases',
    author: 'Jane Nelsen',
    description: 'Herramientas para construir un ambiente de respeto mutuo, resolver conflictos y fomentar la responsabilidad sin castigos.',
    purchase_link: 'https://libros.ejemplo.mx/disciplina-positiva',
    first_subdescription: concepts('Aprendes a guiar el comportamiento con firmeza y amabilidad.', 'Encuentras ejemplos de asambleas de grupo.'),
    second_subdescription: concepts('Un clima de aula más tranquilo.', 'Alumnos que proponen soluciones.'),
    is_active: true,
  },
  {
    name: 'El elemento',
    author: 'Ken Robinson',
    description: 'Reflexión sobre el talento y la pasión, y sobre cómo la escuela puede ayudar a que cada estudiante descubra su vocación.',
    purchase_link: 'https://libros.ejemplo.mx/el-elemento',
    first_subdescription: concepts('Una mirada nueva sobre la creatividad.', 'Historias inspiradoras de personas que encontraron su camino.'),
    second_subdescription: concepts('Motivación para acompañar los intereses de tus alumnos.'),
    is_active: true,
  },
  {
    name: 'Evaluación formativa paso a paso',
    author: 'Colectivo Docente MX',
    description: 'Manual para diseñar rúbricas, listas de cotejo y retroalimentación útil.',
    purchase_link: 'https://libros.ejemplo.mx/evaluacion-formativa',
    first_subdescription: concepts('Modelos de rúbricas.'),
    second_subdescription: concepts('Evaluaciones más justas.'),
    is_active: false,
  },
]

export const courses = [
  {
    name: 'Inteligencia artificial para docentes',
    plathform: 'Coursera',
    description: 'Aprende a usar herramientas de IA para planear clases, crear materiales y atender la diversidad del grupo de forma ética.',
    type: '1',
    duration: '6 semanas',
    subject: 'Español',
    purchase_link: 'https://cursos.ejemplo.mx/ia-docentes',
    first_subdescription: concepts('Ahorras tiempo en la planeación.', 'Conoces los riesgos y buenas prácticas.'),
    second_subdescription: concepts('Materiales personalizados para tu grupo.'),
    is_active: true,
  },
  {
    name: 'Educación socioemocional en primaria',
    plathform: 'Escuela de Formación Docente',
    description: 'Estrategias para trabajar emociones, empatía y convivencia con actividades breves y juegos cooperativos.',
    type: '2',
    duration: '20 horas',
    subject: 'Español',
    purchase_link: 'https://cursos.ejemplo.mx/socioemocional',
    first_subdescription: concepts('Dinámicas listas para aplicar.', 'Acompañamiento de especialistas.'),
    second_subdescription: concepts('Un grupo con mejor convivencia.'),
    is_active: true,
  },
  {
    name: 'Inglés para el aula',
    plathform: 'British Council',
    description: 'Frases, rutinas y juegos para dar instrucciones en inglés y animar a tus alumnos a practicar el idioma todos los días.',
    type: '3',
    duration: '8 semanas',
    subject: 'Inglés',
    purchase_link: 'https://cursos.ejemplo.mx/ingles-aula',
    first_subdescription: concepts('Confianza para hablar inglés frente al grupo.'),
    second_subdescription: concepts('Rutinas bilingües sencillas.', 'Recursos descargables.'),
    is_active: true,
  },
  {
    name: 'Robótica educativa básica',
    plathform: 'Academia Maker',
    description: 'Introducción a la robótica con materiales de bajo costo.',
    type: '1',
    duration: '4 semanas',
    subject: 'Español',
    purchase_link: 'https://cursos.ejemplo.mx/robotica',
    first_subdescription: concepts('Proyectos guiados.'),
    second_subdescription: concepts('Clases de tecnología más prácticas.'),
    is_active: false,
  },
]

export const tools = [
  {
    name: 'Canva para educación',
    description: 'Plataforma gratuita para docentes con plantillas de presentaciones, infografías y hojas de trabajo que puedes editar en minutos.',
    link: 'https://herramientas.ejemplo.mx/canva',
    first_subdescription: concepts('Materiales visuales atractivos sin ser diseñador.', 'Trabajo colaborativo con tus alumnos.'),
    second_subdescription: concepts('Preparas tus clases con poco tiempo.'),
    is_active: true,
  },
  {
    name: 'Kahoot!',
    description: 'Cuestionarios en forma de juego para repasar temas, diagnosticar conocimientos previos y cerrar la clase con energía.',
    link: 'https://herramientas.ejemplo.mx/kahoot',
    first_subdescription: concepts('Participación de todo el grupo.', 'Resultados inmediatos.'),
    second_subdescription: concepts('Buscas repasos dinámicos.'),
    is_active: true,
  },
  {
    name: 'Google Classroom',
    description: 'Organiza tareas, materiales y comunicación con tu grupo en un solo lugar, con acceso desde cualquier dispositivo.',
    link: 'https://herramientas.ejemplo.mx/classroom',
    first_subdescription: concepts('Orden en la entrega de tareas.'),
    second_subdescription: concepts('Das clases híbridas.', 'Quieres comunicarte mejor con las familias.'),
    is_active: true,
  },
  {
    name: 'Padlet',
    description: 'Muros digitales colaborativos para lluvias de ideas.',
    link: 'https://herramientas.ejemplo.mx/padlet',
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
    description: 'Una receta rápida, rica en proteína vegetal y fibra, que puedes preparar la noche anterior y disfrutar en el recreo.',
    ingredients: concepts('1 taza de quinoa', '1 pepino', '10 jitomates cherry', 'Jugo de 1 limón', 'Aceite de oliva y sal'),
    preparation: concepts('Enjuaga y cuece la quinoa 15 minutos.', 'Pica las verduras.', 'Mezcla todo y sazona con limón, aceite y sal.'),
    first_subdescription: concepts('Energía estable durante la mañana.', 'Te ayuda a mantener la concentración.'),
    is_active: true,
  },
  {
    title: 'Licuado verde energizante',
    time: '5 minutos',
    portions: 1,
    short_description: 'Desayuno exprés antes de la primera clase.',
    description: 'Espinaca, plátano y avena en un licuado que te da energía para empezar el día con buen ánimo.',
    ingredients: concepts('1 puño de espinaca', '1 plátano', '2 cucharadas de avena', '1 taza de leche o bebida vegetal'),
    preparation: concepts('Lava la espinaca.', 'Licúa todos los ingredientes por un minuto.', 'Sirve de inmediato.'),
    first_subdescription: concepts('Aporta hierro y fibra.', 'Es fácil de preparar en días ocupados.'),
    is_active: true,
  },
  {
    title: 'Tacos de frijol y nopal',
    time: '30 minutos',
    portions: 4,
    short_description: 'Comida tradicional, nutritiva y económica.',
    description: 'Tacos con frijoles de la olla, nopales asados y salsa casera: una comida completa para compartir en familia.',
    ingredients: concepts('8 tortillas de maíz', '2 tazas de frijoles cocidos', '3 nopales', 'Salsa verde', 'Queso fresco'),
    preparation: concepts('Asa los nopales y córtalos en tiras.', 'Calienta los frijoles.', 'Arma los tacos y agrega salsa y queso.'),
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
    description: 'Un libro de psicología cognitiva accesible que enseña a relativizar los problemas cotidianos y a vivir con más serenidad dentro y fuera del aula.',
    link_purchase: 'https://libros.ejemplo.mx/no-amargarse',
    subdescription_1: concepts('Herramientas para manejar la frustración.', 'Una visión más amable de los errores.'),
    subdescription_2: concepts('Sientes que el estrés escolar te rebasa.'),
    is_active: true,
  },
  {
    title: 'Mindfulness para docentes',
    author: 'Patricia Jennings',
    short_description: 'Atención plena para un aula más tranquila.',
    description: 'Prácticas breves de respiración y atención plena que puedes hacer antes, durante y después de tus clases.',
    link_purchase: 'https://libros.ejemplo.mx/mindfulness-docentes',
    subdescription_1: concepts('Ejercicios de cinco minutos.', 'Mejor manejo de las emociones.'),
    subdescription_2: concepts('Quieres empezar a meditar sin complicaciones.'),
    is_active: true,
  },
  {
    title: 'Hábitos atómicos',
    author: 'James Clear',
    short_description: 'Pequeños cambios, resultados extraordinarios.',
    description: 'Un método práctico para construir buenos hábitos y abandonar los malos, con ejemplos aplicables a la vida docente.',
    link_purchase: 'https://libros.ejemplo.mx/habitos-atomicos',
    subdescription_1: concepts('Un sistema para organizar tu día.'),
    subdescription_2: concepts('Buscas ser más constante.', 'Te gustan los consejos prácticos.'),
    is_active: true,
  },
  {
    title: 'Cuaderno de gratitud',
    author: 'Ana Lucía Méndez',
    short_description: 'Ejercicios diarios de gratitud.',
    description: 'Un cuaderno guiado para escribir tres cosas buenas de cada día.',
    link_purchase: 'https://libros.ejemplo.mx/gratitud',
    subdescription_1: concepts('Un hábito sencillo de bienestar.'),
    subdescription_2: concepts('Te gusta escribir.'),
    is_active: false,
  },
]

export const podcasts = [
  {
    title: 'Maestros que inspiran',
    short_description: 'Historias de docentes mexicanos que transforman su comunidad.',
    description: 'Cada semana una maestra o un maestro comparte cómo enfrentó un reto en su escuela y qué aprendió en el camino.',
    link: 'https://podcasts.ejemplo.mx/maestros-que-inspiran',
    subdescription_1: concepts('Ideas probadas en escuelas reales.', 'Motivación para tu semana.'),
    subdescription_2: concepts('Te gustan las historias de vida.'),
    is_active: true,
  },
  {
    title: 'Respira y enseña',
    short_description: 'Meditaciones guiadas de diez minutos para docentes.',
    description: 'Episodios breves para soltar la tensión del día, con ejercicios de respiración y relajación muscular.',
    link: 'https://podcasts.ejemplo.mx/respira-y-ensena',
    subdescription_1: concepts('Un momento de calma al terminar la jornada.'),
    subdescription_2: concepts('Buscas dormir mejor.', 'Quieres reducir el estrés.'),
    is_active: true,
  },
  {
    title: 'Aula abierta',
    short_description: 'Conversaciones sobre innovación educativa.',
    description: 'Entrevistas con especialistas en educación sobre evaluación, tecnología, inclusión y bienestar docente.',
    link: 'https://podcasts.ejemplo.mx/aula-abierta',
    subdescription_1: concepts('Tendencias educativas explicadas con claridad.'),
    subdescription_2: concepts('Te interesa actualizarte.'),
    is_active: true,
  },
  {
    title: 'Café con profes',
    short_description: 'Charlas informales entre colegas.',
    description: 'Un espacio relajado para hablar de la vida docente.',
    link: 'https://podcasts.ejemplo.mx/cafe-con-profes',
    subdescription_1: concepts('Compañía en el trayecto a la escuela.'),
    subdescription_2: concepts('Te gusta el humor.'),
    is_active: false,
  },
]

type BlogSeed = { name: string; short_description: string; description: string; is_active: boolean }

export const blogs: Record<'alumnos' | 'profesores' | 'padres-familia', BlogSeed[]> = {
  alumnos: [
    {
      name: 'Cinco técnicas para estudiar mejor',
      short_description: 'Aprende más en menos tiempo con estos trucos.',
      description:
        'Estudiar no es leer muchas veces lo mismo.\n\nPrueba la técnica Pomodoro: 25 minutos de estudio y 5 de descanso. Haz mapas mentales, explica el tema en voz alta como si fueras el maestro, resuelve ejercicios y duerme bien antes del examen.',
      is_active: true,
    },
    {
      name: 'Cómo organizar tu mochila',
      short_description: 'Llega a clase con todo lo que necesitas.',
      description:
        'Una mochila ordenada te ahorra tiempo y preocupaciones.\n\nRevisa tu horario cada noche, separa cuadernos por materia y guarda tus útiles en un estuche. ¡Y no olvides tu botella de agua!',
      is_active: true,
    },
    {
      name: 'Ideas para tu proyecto de ciencias',
      short_description: 'Experimentos sencillos y sorprendentes.',
      description: 'Un volcán de bicarbonato, un arcoíris en un vaso o un circuito con limones.\n\nElige un experimento, anota tu hipótesis y registra lo que observas.',
      is_active: true,
    },
    { name: 'Borrador: vacaciones de verano', short_description: 'Próximamente.', description: 'Texto en preparación.', is_active: false },
  ],
  profesores: [
    {
      name: 'Cómo iniciar el ciclo escolar con el pie derecho',
      short_description: 'Claves para los primeros días de clase.',
      description:
        'Los primeros días marcan el tono de todo el año.\n\nDedica tiempo a conocer a tus alumnos, acuerden juntos las reglas del salón y prepara actividades de integración. Un buen inicio reduce los conflictos durante el ciclo.',
      is_active: true,
    },
    {
      name: 'Evaluar sin estrés',
      short_description: 'Herramientas de evaluación formativa.',
      description:
        'La evaluación también es una oportunidad de aprendizaje.\n\nUsa rúbricas claras, retroalimentación breve y frecuente, y autoevaluaciones para que tus alumnos reconozcan su progreso.',
      is_active: true,
    },
    {
      name: 'Bienestar docente: cuida de ti',
      short_description: 'Tu salud también es parte de la escuela.',
      description: 'Un maestro descansado enseña mejor.\n\nEstablece horarios para revisar tareas, practica alguna actividad física y comparte tus inquietudes con colegas.',
      is_active: true,
    },
    { name: 'Borrador: guía de fin de ciclo', short_description: 'En preparación.', description: 'Texto en preparación.', is_active: false },
  ],
  'padres-familia': [
    {
      name: 'Rutinas que ayudan a tus hijos en la escuela',
      short_description: 'Hábitos en casa que se notan en el salón.',
      description: 'Dormir a la misma hora, desayunar bien y tener un lugar fijo para hacer la tarea.\n\nLas rutinas dan seguridad a niñas y niños y les ayudan a concentrarse.',
      is_active: true,
    },
    {
      name: 'Cómo acompañar la tarea sin hacerla',
      short_description: 'Apoya su autonomía.',
      description: 'Tu papel es guiar, no resolver.\n\nPregunta qué entendió, ayúdale a buscar la información y celebra su esfuerzo más que la calificación.',
      is_active: true,
    },
    {
      name: 'Lectura en familia',
      short_description: 'Diez minutos al día que hacen la diferencia.',
      description: 'Leer juntos fortalece el vínculo y el vocabulario.\n\nElijan libros por turnos, lean en voz alta y platiquen sobre los personajes.',
      is_active: true,
    },
    { name: 'Borrador: uso de pantallas', short_description: 'En preparación.', description: 'Texto en preparación.', is_active: false },
  ],
}

/** Ally brands of the home page slider (fictional names; logos drawn locally by demoLogo). */
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
].map(([name, is_active], index) => ({ name: name as string, order: (index + 1) * 10, is_active: is_active as boolean }))
