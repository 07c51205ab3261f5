/** The screens' breadcrumb line (e.g. 'Desarrollo / Libros'). */
export const Breadcrumb = ({ items }: { items: string[] }) => (
  <nav aria-label="Ruta de navegación" className="pm-breadcrumb">
    <ol>
      {items.filter(Boolean).map((item, index, all) => (
        <li key={`${item}-${index}`} aria-current={index === all.length - 1 ? 'page' : undefined}>
          {item}
        </li>
      ))}
    </ol>
  </nav>
)
