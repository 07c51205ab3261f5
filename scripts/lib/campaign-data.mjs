// A national campaign's data, generated in bulk SQL (INSERT … SELECT generate_series): no random
// numbers, every value a function of the row's number, so two loads of the same size are identical
// (docs/performance.md, "Campaign scale"). Used by `npm run bench:scale` (scripts/bench-scale.mjs).

/** The sizes of issue 30; `--x10` multiplies each by 10. */
export const CAMPAIGN_SIZES = {
  registrations: 200_000,
  nominations: 20_000,
  candidates: 2_000,
  votes: 100_000,
  blogsPerAudience: 2_000,
  books: 2_000,
  activities: 5_000,
  musicCategories: 20,
  musicTracks: 5_000,
}

export const scaled = (factor) =>
  Object.fromEntries(Object.entries(CAMPAIGN_SIZES).map(([key, value]) => [key, value * factor]))

const NAMES = `ARRAY['Lucía','José','María','Ángela','Andrés','Sofía','Héctor','Martín','Inés','Raúl','Ana','Jorge','Valeria','Diego','Fernanda','Luis']`
const SURNAMES = `ARRAY['Pérez','López','Núñez','García','Hernández','Martínez','González','Rodríguez','Sánchez','Ramírez','Cruz','Gómez','Díaz','Reyes','Morales','Jiménez']`
const SCHOOLS = `ARRAY['Secundaria Técnica','Primaria Benito Juárez','Colegio Niños Héroes','Escuela Normal','Telesecundaria','Jardín de Niños Sor Juana','Preparatoria Federal','Escuela Rural']`
// Two-digit postal prefixes of a few states (Jalisco 44-49, CDMX 01-16, Oaxaca 68-71, Nuevo León 64-67…).
const PREFIXES = `ARRAY['44','45','06','03','68','70','64','66','72','76','97','20','29','80']`
const STATES = `(SELECT array_agg(e ORDER BY e) FROM unnest(enum_range(NULL::enum_candidates_estado)) e)`
const BASE = `timestamptz '2026-03-01 12:00:00+00'`

/** `at(i, n, days)`: row i of n spread evenly over `days` days from the campaign's start. */
const at = (i, n, days) => `(${BASE} + (${i})::double precision * interval '${days} days' / ${n})`

/** The statements, in order, for `sizes`. Each runs as one statement; together a few seconds at 1×. */
export const campaignSql = (sizes) => {
  const r = sizes.registrations
  const nom = sizes.nominations
  const c = sizes.candidates
  const v = sizes.votes
  const b = sizes.blogsPerAudience
  const books = sizes.books / 2
  const act = sizes.activities
  return [
    `INSERT INTO registrations (nombre, apellido, email, email_key, telefono, fecha_nac, cp, cedula, cedula_key, escuela, member_code, created_at, updated_at)
     SELECT n, a, e, e, '55' || lpad(i::text, 8, '0'), (date '1960-01-01' + (i % 12000))::text,
            (${PREFIXES})[1 + i % 14] || lpad((i % 1000)::text, 3, '0'), (1000000 + i)::text, (1000000 + i)::text,
            (${SCHOOLS})[1 + (i / 7) % 8] || ' Núm. ' || (i % 500), 'BENCH' || lpad(i::text, 8, '0'), ${at('i', r, 180)}, ${at('i', r, 180)}
       FROM (SELECT i, (${NAMES})[1 + i % 16] AS n, (${SURNAMES})[1 + (i / 16) % 16] AS a,
                    'profe' || i || '@escuela' || (i % 50) || '.mx' AS e
               FROM generate_series(1, ${r}) i) g`,
    `INSERT INTO candidates (nombre, apellido, escuela, estado, identity, is_active, created_at, updated_at)
     SELECT (${NAMES})[1 + i % 16], (${SURNAMES})[1 + (i / 3) % 16], (${SCHOOLS})[1 + i % 8] || ' Núm. ' || i,
            (${STATES})[1 + i % 32], 'bench-candidate-' || i, true, ${at('i', c, 60)}, ${at('i', c, 60)}
       FROM generate_series(1, ${c}) i`,
    `INSERT INTO nominations (user_data_nombre, user_data_apellido, user_data_correo, user_data_escuela, user_data_estado,
                              professor_data_nombre, professor_data_apellido, professor_data_correo, professor_data_escuela, professor_data_estado,
                              status, created_at, updated_at)
     SELECT (${NAMES})[1 + i % 16], (${SURNAMES})[1 + (i / 5) % 16], 'nomina' || i || '@correo.mx', (${SCHOOLS})[1 + i % 8],
            ((${STATES})[1 + i % 32])::text::enum_nominations_user_data_estado,
            (${NAMES})[1 + (i / 3) % 16], (${SURNAMES})[1 + (i / 11) % 16], 'maestro' || (i % 5000) || '@escuela.mx', (${SCHOOLS})[1 + (i / 2) % 8] || ' Núm. ' || (i % 300),
            ((${STATES})[1 + (i / 7) % 32])::text::enum_nominations_professor_data_estado,
            (ARRAY['pending','approved','approved','rejected'])[1 + i % 4]::enum_nominations_status, ${at('i', nom, 120)}, ${at('i', nom, 120)}
       FROM generate_series(1, ${nom}) i`,
    // Nine votes in ten confirmed; counted once per mailbox and candidate.
    `INSERT INTO votes (candidate_id, email, salt, expires_at, confirmed_at, counted_key, created_at, updated_at)
     SELECT cand.id, 'votante' || i || '@correo.mx', md5(i::text), ${at('i', v, 90)} + interval '1 day',
            CASE WHEN i % 10 <> 0 THEN ${at('i', v, 90)} + interval '5 minutes' END,
            CASE WHEN i % 10 <> 0 THEN 'bench-' || i END, ${at('i', v, 90)}, ${at('i', v, 90)}
       FROM generate_series(1, ${v}) i
       JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM candidates WHERE identity LIKE 'bench-candidate-%') cand ON cand.k = (i::bigint * 7919) % ${c}`,
    `INSERT INTO blogs (audience, name, slug, short_description, description, image_path_id, is_active, _status, created_at, updated_at)
     SELECT aud::enum_blogs_audience, 'Bienestar en el aula ' || i || ': ' || (${SURNAMES})[1 + i % 16], 'campana-' || i,
            'Ideas prácticas número ' || i || ' para cuidar la salud emocional.', repeat('Una guía para la comunidad escolar, con ejemplos y ejercicios. ', 12),
            (SELECT min(id) FROM media), i % 20 <> 0, 'published', ${at('i', b, 365)}, ${at('i', b, 365)}
       FROM unnest(ARRAY['alumnos','profesores','padres-familia']) aud, generate_series(1, ${b}) i`,
    `INSERT INTO _blogs_v (parent_id, version_audience, version_name, version_slug, version_description, version_short_description,
                           version_image_path_id, version_is_active, version__status, version_created_at, version_updated_at, created_at, updated_at, latest, autosave)
     SELECT id, audience::text::enum__blogs_v_version_audience, name, slug, description, short_description, image_path_id, is_active,
            'published', created_at, updated_at, created_at, updated_at, true, false
       FROM blogs WHERE slug LIKE 'campana-%'`,
    `INSERT INTO wellbeing_books (title, author, description, short_description, link_purchase, image_path_id, list_image_path_id, is_active, created_at, updated_at)
     SELECT 'Leer para sanar ' || i, (${NAMES})[1 + i % 16] || ' ' || (${SURNAMES})[1 + i % 13], 'Un libro sobre el bienestar docente, tomo ' || i || '.',
            'Reseña breve ' || i, 'https://libros.example.org/' || i, (SELECT min(id) FROM media), (SELECT min(id) FROM media), true, ${at('i', books, 300)}, ${at('i', books, 300)}
       FROM generate_series(1, ${books}) i`,
    `INSERT INTO development_books (name, author, description, purchase_link, image_path_id, list_image_path_id, is_active, created_at, updated_at)
     SELECT 'Didáctica práctica ' || i, (${NAMES})[1 + i % 16] || ' ' || (${SURNAMES})[1 + i % 11], 'Estrategias para el aula, volumen ' || i || '.',
            'https://libros.example.org/d/' || i, (SELECT min(id) FROM media), (SELECT min(id) FROM media), true, ${at('i', books, 300)}, ${at('i', books, 300)}
       FROM generate_series(1, ${books}) i`,
    // Activities two years back to one ahead of the campaign's start.
    `INSERT INTO activities (title, description, activity_date, school_grade, materials_link, materials_list, created_at, updated_at)
     SELECT 'Actividad ' || i || ': ' || (ARRAY['Día de la Tierra','Feria de ciencias','Lectura en voz alta','Huerto escolar','Olimpiada de matemáticas'])[1 + i % 5],
            'Descripción de la actividad número ' || i || ' para el grupo.', (date '2024-03-01' + (i::bigint * 1095 / ${act})::int)::text,
            (ARRAY['Preescolar','Primaria','Secundaria'])[1 + i % 3], 'https://materiales.example.org/' || i, '[]'::jsonb, ${at('i', act, 300)}, ${at('i', act, 300)}
       FROM generate_series(1, ${act}) i`,
    ...campaignExtraSql(sizes),
    'VACUUM ANALYZE',
  ]
}

/**
 * What later versions of the data set added, each statement idempotent (it writes only when its rows are
 * missing), so a database loaded by an earlier version gets them without a reload: music categories
 * with their tracks (the portal's category parts, paged per category).
 */
export const campaignExtraSql = (sizes) => [
  `INSERT INTO music_categories (name, is_active, created_at, updated_at)
   SELECT 'Campaña ' || i || ': ' || (ARRAY['Calma','Concentración','Recreo','Lectura','Movimiento'])[1 + i % 5], true, ${at('i', sizes.musicCategories, 30)}, ${at('i', sizes.musicCategories, 30)}
     FROM generate_series(1, ${sizes.musicCategories}) i
    WHERE NOT EXISTS (SELECT 1 FROM music_categories WHERE name LIKE 'Campaña %')`,
  `INSERT INTO music_items (title, url, category_id, is_active, created_at, updated_at)
   SELECT 'Pista de campaña ' || i, 'https://musica.example.org/' || i, cat.id, true, ${at('i', sizes.musicTracks, 300)}, ${at('i', sizes.musicTracks, 300)}
     FROM generate_series(1, ${sizes.musicTracks}) i
     JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM music_categories WHERE name LIKE 'Campaña %') cat ON cat.k = i % ${sizes.musicCategories}
    WHERE NOT EXISTS (SELECT 1 FROM music_items WHERE title LIKE 'Pista de campaña %')`,
]
