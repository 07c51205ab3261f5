/**
 * The demo blogs' bodies: one blank line between blocks; a block starting with '## ' is a subheading,
 * lines starting with '- ' or '1. ' a list, '> ' a quote (src/seed/rich-text.ts turns them into the
 * editor's rich text). Written for this product; the tips are common teaching practice, not quotes.
 */

type BlogSeed = { name: string; short_description: string; description: string; is_active: boolean }

const body = (...paragraphs: string[]): string => paragraphs.join('\n\n')

export const blogs: Record<'alumnos' | 'profesores' | 'padres-familia', BlogSeed[]> = {
  alumnos: [
    {
      name: 'Cinco técnicas para estudiar mejor',
      short_description: 'Aprende más en menos tiempo con estos trucos.',
      description: body(
        'Estudiar no es leer muchas veces lo mismo. Releer el cuaderno da la sensación de que ya lo sabes, pero cuando llega el examen la mente se queda en blanco. Estas cinco técnicas te ayudan a recordar más con el mismo tiempo.',
        '## 1. Estudia en bloques cortos',
        'Prueba la técnica Pomodoro: 25 minutos de estudio y 5 de descanso. Pon un temporizador, guarda el celular en otro cuarto y trabaja en una sola materia. Después de cuatro rondas, descansa media hora. Te sorprenderá lo mucho que avanzas cuando no te interrumpes.',
        '## 2. Pregúntate en lugar de subrayar',
        'Hazte preguntas en lugar de subrayar. Al terminar cada tema, cierra el libro y escribe lo que recuerdas. Luego compara con tus apuntes y marca lo que te faltó. Ese pequeño esfuerzo por recordar es lo que hace que la información se quede.',
        '## 3. Explícalo como si fueras el maestro',
        'Explica el tema en voz alta como si fueras el maestro. Puedes hacerlo frente al espejo, con tu hermano o con tu mascota. Si te trabas en una parte, ahí está lo que todavía no entiendes; regresa a esa parte y vuelve a intentarlo.',
        '## 4. Reparte el estudio en varios días',
        'Reparte el estudio en varios días. Media hora diaria durante una semana funciona mejor que cuatro horas la noche anterior. Haz un calendario sencillo con las fechas de tus exámenes y anota qué repasarás cada día.',
        '## 5. Cuida tu cuerpo',
        'Un cerebro descansado piensa más rápido. La noche antes de un examen:',
        '- Duerme al menos nueve horas.\n- Desayuna algo con proteína, como huevo, frijoles o leche.\n- Ten tu botella de agua a la mano.\n- Deja lista la mochila para no correr en la mañana.',
        '> Media hora diaria durante una semana vale más que cuatro horas la noche anterior.',
        '¡Tú puedes!',
      ),
      is_active: true,
    },
    {
      name: 'Cómo organizar tu mochila',
      short_description: 'Llega a clase con todo lo que necesitas.',
      description: body(
        'Una mochila ordenada te ahorra tiempo y preocupaciones. No hay nada peor que darte cuenta en el salón de que olvidaste la tarea en la mesa de la cocina.',
        'Revisa tu horario cada noche. Saca todo lo que no vas a necesitar al día siguiente y mete solo los cuadernos y libros de las materias que te tocan. Tu espalda también te lo agradecerá: lo ideal es que la mochila no pese más del diez por ciento de tu peso.',
        'Separa por materia. Usa un folder de color para cada una y guarda ahí las hojas sueltas, las circulares y los exámenes calificados. Así encuentras todo en segundos y nada se arruga.',
        'Guarda tus útiles en un estuche: dos lápices con punta, goma, sacapuntas, regla, tijeras de punta redonda, pegamento y tus colores. Revisa cada viernes qué se acabó para reponerlo el fin de semana.',
        'Pon lo pesado junto a la espalda y lo ligero hacia afuera. Ajusta las dos correas a la misma altura y no cargues la mochila en un solo hombro.',
        'Y no olvides tu botella de agua y tu refrigerio en una bolsa aparte, para que nada se manche. Con cinco minutos cada noche, llegarás a clase listo para aprender.',
      ),
      is_active: true,
    },
    {
      name: 'Ideas para tu proyecto de ciencias',
      short_description: 'Experimentos sencillos y sorprendentes.',
      description: body(
        'Un volcán de bicarbonato, un arcoíris en un vaso o un circuito con limones: la ciencia está en tu cocina. Lo importante no es que el experimento sea espectacular, sino que sigas el método científico.',
        'Empieza con una pregunta. Por ejemplo: ¿qué líquido hace que una semilla germine más rápido, el agua de la llave, el agua con azúcar o el agua de lluvia? Una buena pregunta se puede responder midiendo algo.',
        'Escribe tu hipótesis, es decir, lo que crees que va a pasar y por qué. No importa si al final te equivocas; en ciencia, una hipótesis que no se cumple también enseña mucho.',
        'Diseña el experimento cambiando una sola cosa a la vez. Si quieres saber qué líquido funciona mejor, usa el mismo tipo de semilla, la misma maceta y la misma luz para todas. Eso se llama controlar variables.',
        'Registra todo en una bitácora: fecha, lo que observaste, medidas y fotos o dibujos. Los datos ordenados en una tabla o en una gráfica de barras hacen que tu cartel se vea profesional.',
        'Al final, escribe tus conclusiones y lo que harías diferente. Practica tu explicación en voz alta y prepárate para las preguntas del jurado. ¡Mucho éxito en tu feria de ciencias!',
      ),
      is_active: true,
    },
    {
      name: 'Borrador: vacaciones de verano',
      short_description: 'Próximamente.',
      description: 'Texto en preparación.',
      is_active: false,
    },
  ],
  profesores: [
    {
      name: 'Cómo iniciar el ciclo escolar con el pie derecho',
      short_description: 'Claves para los primeros días de clase.',
      description: body(
        'Los primeros días marcan el tono de todo el año. Lo que construyas en las dos primeras semanas —la confianza, las rutinas y los acuerdos— te ahorrará muchos conflictos en los meses siguientes.',
        '## Conoce a tu grupo',
        'Dedica tiempo a conocer a tus alumnos. Una ficha sencilla con sus gustos, lo que se les facilita y lo que les cuesta trabajo te da información valiosa para planear. Aprende sus nombres cuanto antes: es la primera señal de que cada uno importa.',
        '## Acuerdos y rutinas',
        'Acuerden juntos las reglas del salón. Cuando el grupo propone y vota sus propios acuerdos, los respeta más. Escríbanlos en positivo («escuchamos cuando alguien habla» en lugar de «no interrumpir») y pónganlos a la vista.',
        '> Escuchamos cuando alguien habla. Pedimos la palabra levantando la mano. Cuidamos el material de todos.',
        'Establece rutinas claras y practícalas varias veces al principio, aunque parezca tiempo perdido; pronto el grupo funcionará casi solo:',
        '1. La entrada y el saludo.\n2. La entrega de tareas.\n3. El uso del baño.\n4. El cierre de la clase.',
        '## Integración y diagnóstico',
        'Prepara actividades de integración que no dejen a nadie fuera: juegos cooperativos, entrevistas en parejas o un mural colectivo. Observa quién se queda al margen y busca la forma de acercarlo.',
        'Haz un diagnóstico breve y sin presión para saber desde dónde parte cada alumno, y comunícate pronto con las familias para presentarte y contarles cómo trabajarán. Un buen inicio reduce los conflictos durante el ciclo.',
      ),
      is_active: true,
    },
    {
      name: 'Evaluar sin estrés',
      short_description: 'Herramientas de evaluación formativa.',
      description: body(
        'Cuando la evaluación deja de ser solo un número al final del bimestre y se convierte en información para mejorar, tanto tú como tus alumnos viven los exámenes con menos angustia. La evaluación también es una oportunidad de aprendizaje.',
        'Usa rúbricas claras y compártelas antes de la tarea. Si el alumno sabe desde el principio qué se espera de su trabajo, puede revisarlo por sí mismo. Tres o cuatro criterios con descripciones sencillas son suficientes.',
        'Da retroalimentación breve y frecuente. Un comentario concreto a tiempo («tu introducción plantea bien el problema; falta un ejemplo en el segundo párrafo») vale más que una calificación tardía. Intenta que cada comentario diga qué está bien y cuál es el siguiente paso.',
        'Incluye autoevaluaciones y coevaluaciones. Preguntas como «¿qué aprendí hoy?» o «¿qué me costó más trabajo?» ayudan a tus alumnos a reconocer su progreso y te dan pistas para la siguiente clase.',
        'Reparte la evidencia en el tiempo: portafolios, listas de cotejo, observaciones y productos pequeños. Así ninguna prueba pesa demasiado y tienes una imagen más justa de cada estudiante.',
        'Y cuida tu propio tiempo: no todo necesita una revisión detallada. Elige qué productos revisarás a fondo y cuáles solo con una marca de entrega. Evaluar bien no significa evaluar todo.',
      ),
      is_active: true,
    },
    {
      name: 'Bienestar docente: cuida de ti',
      short_description: 'Tu salud también es parte de la escuela.',
      description: body(
        'Un maestro descansado enseña mejor. La docencia es una profesión de cuidado, y quien cuida también necesita ser cuidado; el cansancio acumulado se nota en la paciencia, en la voz y en el ánimo del grupo.',
        'Establece horarios para revisar tareas y planear, y respétalos. Llevarse trabajo a casa todos los días termina por borrar el descanso. Si lo necesitas, reserva una tarde por semana para planear con calma y deja libres las demás.',
        'Practica alguna actividad física, aunque sea una caminata de veinte minutos. El movimiento ayuda a soltar la tensión del día y mejora el sueño.',
        'Cuida tu voz: toma agua durante la jornada, usa señales visuales para pedir silencio en lugar de gritar y aprovecha los recesos para descansarla.',
        'Comparte tus inquietudes con colegas. Los consejos técnicos y las pláticas en la sala de maestros pueden ser espacios de apoyo, no solo de trámites. Saber que otros viven lo mismo alivia.',
        'Y date permiso de disfrutar: celebra los pequeños logros de tu grupo y los tuyos. Si notas que el estrés no baja, busca apoyo profesional; pedir ayuda también es parte de cuidar de ti.',
      ),
      is_active: true,
    },
    {
      name: 'Borrador: guía de fin de ciclo',
      short_description: 'En preparación.',
      description: 'Texto en preparación.',
      is_active: false,
    },
  ],
  'padres-familia': [
    {
      name: 'Rutinas que ayudan a tus hijos en la escuela',
      short_description: 'Hábitos en casa que se notan en el salón.',
      description: body(
        'Dormir a la misma hora, desayunar bien y tener un lugar fijo para hacer la tarea. Parecen detalles, pero las rutinas dan seguridad a niñas y niños y les ayudan a concentrarse.',
        '## Sueño y desayuno',
        'El sueño es la base. Un niño de primaria necesita entre nueve y once horas de descanso. Apaguen las pantallas al menos una hora antes de dormir y mantengan el mismo horario incluso el fin de semana, con poca diferencia.',
        'El desayuno no tiene que ser elaborado: fruta, un huevo, tortilla o pan y un vaso de leche son suficientes para llegar con energía al primer periodo. Si las mañanas son apuradas, dejen lista la mesa desde la noche anterior.',
        '## Un lugar y una hora para la tarea',
        'Elijan juntos un espacio para la tarea. No hace falta un escritorio; basta con:',
        '- Una mesa despejada y con buena luz.\n- La televisión apagada y el celular lejos.\n- Los útiles a la mano: lápiz, goma, sacapuntas y colores.\n- Una hora fija, acordada con ellos, para evitar discusiones diarias.',
        'Preparen la mochila y el uniforme la noche anterior. Es una buena oportunidad para revisar circulares y preguntar cómo les fue en el día.',
        '## Tiempo para platicar',
        'Reserven un momento para platicar sin prisas, aunque sean diez minutos.',
        '> Sentirse escuchados en casa les da confianza para participar en el salón.',
      ),
      is_active: true,
    },
    {
      name: 'Cómo acompañar la tarea sin hacerla',
      short_description: 'Apoya su autonomía.',
      description: body(
        'Tu papel es guiar, no resolver. Cuando hacemos la tarea por ellos, el trabajo llega perfecto a la escuela, pero el aprendizaje se queda en casa… con nosotros.',
        'Pregunta qué entendió antes de explicar. Frases como «¿qué te pide el ejercicio?» o «¿cómo lo hicieron en clase?» le ayudan a organizar sus ideas y te muestran dónde está la duda.',
        'Ayúdale a buscar la información en lugar de dársela. Enséñale a usar el índice del libro, el diccionario o una fuente confiable en internet, como los libros de texto gratuitos de la SEP en línea.',
        'Divide las tareas largas en partes pequeñas y celebra cada avance. Un descanso corto entre una materia y otra ayuda a mantener la atención.',
        'Si se equivoca, no borres por él. Señala que hay un error en ese renglón y deja que lo encuentre. Equivocarse y corregir es parte de aprender.',
        'Celebra su esfuerzo más que la calificación. Y si notas que una materia le cuesta mucho trabajo de forma constante, platícalo con su maestra o maestro: juntos pueden encontrar la mejor manera de apoyarle.',
      ),
      is_active: true,
    },
    {
      name: 'Lectura en familia',
      short_description: 'Diez minutos al día que hacen la diferencia.',
      description: body(
        'Leer juntos fortalece el vínculo y el vocabulario. No se necesita una biblioteca en casa ni mucho tiempo: diez minutos diarios, con constancia, hacen una gran diferencia.',
        'Elijan libros por turnos. Un día escoge tu hijo y otro día escoges tú. Cuentos, historietas, revistas, recetas o instructivos: todo cuenta si despierta su interés.',
        'Lean en voz alta, aunque ya sepa leer solo. Escuchar a un adulto leer con entonación le enseña cómo suena un buen lector y le permite disfrutar historias que todavía no podría leer por su cuenta.',
        'Platiquen sobre los personajes: ¿qué harías tú en su lugar?, ¿qué crees que pasará después? Esas preguntas desarrollan la comprensión mucho más que un cuestionario.',
        'Aprovechen las bibliotecas públicas y las salas de lectura de su comunidad; muchas tienen préstamo a domicilio y actividades gratuitas los fines de semana.',
        'Sobre todo, que sea un momento agradable, no una obligación. Si ven que tú también lees, ellos querrán imitarte.',
      ),
      is_active: true,
    },
    {
      name: 'Borrador: uso de pantallas',
      short_description: 'En preparación.',
      description: 'Texto en preparación.',
      is_active: false,
    },
  ],
}
